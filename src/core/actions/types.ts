import type { ActionSchema } from '../types';
import type { ExprScope } from '../expr/scope';

/** Options for a confirm dialog. */
export interface ConfirmOptions {
  title?: string;
  content: string;
  okText?: string;
  cancelText?: string;
}

export interface SheetOption {
  label: string;
  danger?: boolean;
}

/**
 * What actions can do. The React layer supplies the real services (router, request layer, shell,
 * WeCom bridge); tests supply fakes. Every method may reject; the engine routes rejections into
 * `catch` chains or shows the error.
 */
export interface ActionServices {
  navigate(to: string, query: Record<string, string>, replace: boolean): void;
  back(delta: number): void;
  call(api: string, params: Record<string, unknown>, data: unknown): Promise<unknown>;
  download(api: string, params: Record<string, unknown>): Promise<unknown>;
  submitForm(formId: string | undefined): Promise<Record<string, unknown>>;
  toast(message: string, type?: string): void;
  notify(message: string, type: 'success' | 'primary' | 'danger' | 'warning'): void;
  showLoading(text?: string, color?: string, maskColor?: string): void;
  hideLoading(): void;
  confirm(options: ConfirmOptions): Promise<boolean>;
  actionSheet(title: string | undefined, options: SheetOption[]): Promise<number | null>;
  refresh(sources: string[] | null): Promise<void>;
  setState(patch: Record<string, unknown>): void;
  copy(text: string): Promise<void>;
  openUrl(url: string, replace: boolean): void;
  sendToChat(message: Record<string, unknown>): Promise<unknown>;
  enqueueMedia(task: { mediaId: string; externalUserId: string; type: string }, sendNow: boolean): Promise<void>;
  closeWindow(): Promise<void>;
  openEnterpriseChat(options: Record<string, unknown>): Promise<void>;
  resetPermission(): void;
  returnAfterFix(fallback: string | undefined): void;
  login(token: string, redirect: string | undefined): void;
  /** Ends the session on this device and shows the login page (with `query`) in place of the current one. */
  logout(query: Record<string, string>): void;
  setAiModel(model: string): Promise<void>;
  /** A developer-facing log of failures (console in development). */
  log(message: string, detail?: unknown): void;
}

/** Running context: where the actions come from and the scope to resolve them in. */
export interface ActionContext {
  services: ActionServices;
  /** A fresh scope each time: state may change between two actions of a chain. */
  scope(): ExprScope;
  /** Schema path of the actions, for developer messages. */
  path: string;
}

export type ActionList = ActionSchema[] | undefined;
