import type { ActionSchema } from '@/core/types';
import type { ActionServices } from './services';
import type { ExprScope } from '@/core/expr/scope';

/**
 * A post to the customers' moments (客户朋友圈) as an action gives it: its text and one kind of
 * attachment (images by URL from data, a video by media id, or a link), checked against the
 * client's limits before the services are asked.
 */
export interface MomentsPost {
  text: string;
  images: string[];
  videoMediaId?: string;
  link?: { url: string; title?: string; desc?: string; imgUrl?: string };
}

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

/** Running context: where the actions come from and the scope to resolve them in. */
export interface ActionContext {
  services: ActionServices;
  /** A fresh scope each time: state may change between two actions of a chain. */
  scope(): ExprScope;
  /** Schema path of the actions, for developer messages. */
  path: string;
}

export type ActionList = ActionSchema[] | undefined;
