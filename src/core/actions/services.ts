/**
 * What actions can do, declared once. The app's services (router, request layer, shell, WeCom
 * bridge) are `AppServices`: the React runtime's `RuntimeServices` extends them and the page passes
 * them through as they are, adding the page's own (`PageServices`); tests record them. Every method
 * may reject; the engine routes rejections into `catch` chains or shows the error.
 */
import type { ChatCheck, ChatRecipient, ConfirmOptions, MomentsPost, SheetOption } from './types';

export interface AppServices {
  navigate(to: string, query: Record<string, string>, replace: boolean): void;
  back(delta: number): void;
  request(api: string, params: Record<string, unknown>, data?: unknown): Promise<unknown>;
  download(api: string, params: Record<string, unknown>): Promise<unknown>;
  toast(message: string, type?: string): void;
  notify(message: string, type: 'success' | 'primary' | 'danger' | 'warning'): void;
  showLoading(text?: string, color?: string, maskColor?: string): void;
  hideLoading(): void;
  confirm(options: ConfirmOptions): Promise<boolean>;
  actionSheet(title: string | undefined, options: SheetOption[]): Promise<number | null>;
  copy(text: string): Promise<void>;
  openUrl(url: string, replace: boolean): void;
  /**
   * Which chat the page is in, checked against `to` (the WeCom context: entry, then the chat's
   * contact or group). Rejects only when a lookup the check needs fails.
   */
  checkChat(to: ChatRecipient | undefined): Promise<ChatCheck>;
  /** Sends to the current chat as it is; the engine checks the chat first (checkChat). */
  sendToChat(message: Record<string, unknown>): Promise<unknown>;
  /**
   * Opens WeCom's 客户朋友圈 composer with the post (its image URLs checked by the URL policy);
   * resolves true once the member published it, false when they cancelled in the client.
   */
  shareToExternalMoments(post: MomentsPost): Promise<boolean>;
  enqueueMedia(task: { mediaId: string; externalUserId: string; type: string }, sendNow: boolean): Promise<void>;
  closeWindow(): Promise<void>;
  openEnterpriseChat(options: Record<string, unknown>): Promise<void>;
  /** Whom WeCom opened the page for: {entry, externalUserId, chatId} (ids empty when no one). */
  currentContact(): Promise<{ entry: string; externalUserId: string; chatId: string }>;
  /** Resets the permission gate; with `phoneModified`, first records the phone the user changed to (spec 4.2). */
  resetPermission(phoneModified?: string): void | Promise<void>;
  returnAfterFix(fallback: string | undefined): void;
  login(token: string, redirect: string | undefined): void;
  /** Ends the session on this device and shows the login page (with `query`) in place of the current one. */
  logout(query: Record<string, string>): void;
  setAiModel(model: string): Promise<void>;
  /** A developer-facing log of failures (console in development). */
  log(message: string, detail?: unknown): void;
}

/** What the page itself offers actions: its forms, data sources and state. */
export interface PageServices {
  /** Validates and submits a form; rejects with ValidationFailed when a field is invalid. */
  submitForm(formId: string | undefined): Promise<Record<string, unknown>>;
  /** Returns a form to its initial values (and drops its kept draft). */
  resetForm(formId: string | undefined): Promise<void>;
  refresh(sources: string[] | null): Promise<void>;
  setState(patch: Record<string, unknown>): void;
}

export type ActionServices = AppServices & PageServices;
