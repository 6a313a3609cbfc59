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
 * Whom content sent to "the current chat" is about, as the page knows them (the `to` of the
 * sendToChat action): a customer by external contact id, or by customer id (plain or encrypted)
 * whose bound external contact the services look up; or a customer group by chatId. `name` is for
 * messages; the services look it up when it is absent.
 */
export interface ChatRecipient {
  externalUserId?: string;
  custId?: string;
  encryptCustId?: string;
  chatId?: string;
  name?: string;
}

/** The chat content is for, found from a ChatRecipient: a single chat or a customer group. */
export interface FoundRecipient {
  kind: 'single' | 'group';
  /** The external contact id (single) or chatId (group). */
  id: string;
  /** The customer's or group's name; '' when unknown. */
  name: string;
}

/**
 * The current chat checked against a send's recipient (or, for a send about no one, described):
 * - ok: the chat is the recipient's (or, without one, a chat to send to); `name` is its contact's or
 *   group's name ('' when unknown);
 * - wrongChat: the page is in another chat or in none (`current`, with its name when known);
 *   `recipient` is whose chat it should be (absent for a send about no one);
 * - noContact: the customer has no WeCom contact to send to.
 */
export type ChatCheck =
  | { verdict: 'ok'; chat: 'single' | 'group'; name: string }
  | { verdict: 'wrongChat'; current: 'single' | 'group' | 'none'; currentName: string; recipient?: FoundRecipient }
  | { verdict: 'noContact'; name: string };

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
  /** Validates and submits a form; rejects with ValidationFailed when a field is invalid. */
  submitForm(formId: string | undefined): Promise<Record<string, unknown>>;
  /** Returns a form to its initial values (and drops its kept draft). */
  resetForm(formId: string | undefined): Promise<void>;
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
  /**
   * Which chat the page is in, checked against `to` (the WeCom context: entry, then the chat's
   * contact or group). Rejects only when a lookup the check needs fails.
   */
  checkChat(to: ChatRecipient | undefined): Promise<ChatCheck>;
  /** Sends to the current chat as it is; the engine checks the chat first (checkChat). */
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
