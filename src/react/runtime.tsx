/**
 * App-level services the page runtime uses: the router, the request layer, the shell UI and the
 * WeCom bridge. The app supplies the real ones; Storybook and tests supply their own.
 */
import { createContext, useContext } from 'react';
import type { ChatCheck, ChatRecipient, ConfirmOptions, SheetOption } from '@/core/actions';
import type { Dict } from '@/lib/dicts';

export interface RuntimeServices {
  navigate(to: string, query: Record<string, string>, replace: boolean): void;
  back(delta: number): void;
  /**
   * Writes query parameters into the shown page's URL in place: the same history entry, no
   * navigation, no guard, no new view; '' removes a parameter, the others stay. Back, forward and
   * reload then find them (a page's queryState).
   */
  rewriteQuery(patch: Record<string, string>): void;
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
  /** The current chat checked against a send's recipient (see ActionServices.checkChat). */
  checkChat(to: ChatRecipient | undefined): Promise<ChatCheck>;
  sendToChat(message: Record<string, unknown>): Promise<unknown>;
  enqueueMedia(task: { mediaId: string; externalUserId: string; type: string }, sendNow: boolean): Promise<void>;
  closeWindow(): Promise<void>;
  openEnterpriseChat(options: Record<string, unknown>): Promise<void>;
  /** Resets the permission gate; with `phoneModified`, first records the phone the user changed to (spec 4.2). */
  resetPermission(phoneModified?: string): void | Promise<void>;
  returnAfterFix(fallback: string | undefined): void;
  login(token: string, redirect: string | undefined): void;
  /** Ends the session on this device and shows the login page (with `query`) in place of the current one. */
  logout(query: Record<string, string>): void;
  setAiModel(model: string): Promise<void>;
  /** Whether an earlier page of the app is in this tab's history (a back step stays in the app). */
  canGoBack(): boolean;
  /** Current user info (decoded token), or null. */
  user(): Record<string, unknown> | null;
  /** App config of the system comId, or null. */
  config(): Record<string, unknown> | null;
  dicts: Record<string, Dict>;
  log(message: string, detail?: unknown): void;
  /** Development mode shows schema paths in errors. */
  dev: boolean;
}

const RuntimeContext = createContext<RuntimeServices | null>(null);

export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): RuntimeServices {
  const r = useContext(RuntimeContext);
  if (!r) throw new Error('useRuntime: no RuntimeProvider above this component');
  return r;
}
