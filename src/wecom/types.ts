/**
 * Public types of the WeCom bridge. The real bridge (on @wecom/jssdk) and the simulator both
 * implement {@link WecomBridge}, so callers never know which one they talk to.
 */

/** Where the page was opened from (values of the SDK's `EntryType`). */
export type WecomEntry =
  | 'contact_profile'
  | 'single_chat_tools'
  | 'group_chat_tools'
  | 'chat_attachment'
  | 'single_kf_tools'
  | 'chain_single_chat_tools'
  | 'chain_group_chat_tools'
  | 'internal_group_chat_board'
  | 'normal';

export const WECOM_ENTRIES: readonly WecomEntry[] = [
  'contact_profile',
  'single_chat_tools',
  'group_chat_tools',
  'chat_attachment',
  'single_kf_tools',
  'chain_single_chat_tools',
  'chain_group_chat_tools',
  'internal_group_chat_board',
  'normal',
];

/** Result of `getContext()`. */
export interface WecomContextInfo {
  entry: WecomEntry;
  /** Present only when opened from a message sent with `withShareTicket`. */
  shareTicket?: string;
}

export interface TextChatMessage {
  msgtype: 'text';
  text: { content: string };
}

export interface ImageChatMessage {
  msgtype: 'image';
  image: { mediaid: string };
}

export interface NewsChatMessage {
  msgtype: 'news';
  news: { link: string; title: string; desc: string; imgUrl: string };
}

export interface MiniprogramChatMessage {
  msgtype: 'miniprogram';
  /** `page` must end in `.html`; `imgUrl` must carry http(s). */
  miniprogram: { appid: string; title: string; imgUrl: string; page: string };
}

export interface FileChatMessage {
  msgtype: 'file';
  file: { mediaid: string };
}

export interface VideoChatMessage {
  msgtype: 'video';
  video: { mediaid: string };
}

/** A message for the current chat; discriminated by `msgtype`. */
export type ChatMessage =
  | TextChatMessage
  | ImageChatMessage
  | NewsChatMessage
  | MiniprogramChatMessage
  | FileChatMessage
  | VideoChatMessage;

export type ChatMessageType = ChatMessage['msgtype'];

/** `sendChatMessage` argument: a message plus whether to enter the chat after sending. */
export type SendChatMessageParams = ChatMessage & { enterChat?: boolean };

export interface OpenEnterpriseChatParams {
  /** Chat name; ignored for a single chat. */
  groupName?: string;
  /** Enterprise members (user ids). */
  userIds?: string[];
  /** External contacts (ids as returned by `selectExternalContact`). */
  externalUserIds?: string[];
  /** Open an existing customer group; other fields are then ignored. */
  chatId?: string;
}

export interface OpenEnterpriseChatResult {
  /** Returned by the client only when registered with the agent identity. */
  chatId?: string;
}

export interface SelectExternalContactParams {
  /** 'all' lists every external contact; 'unselected' only those never selected before. */
  filter?: 'all' | 'unselected';
}

export interface ShareAppMessageParams {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** An attachment of a post to the customers' moments: up to 9 images, or 1 video, or 1 link, never mixed. */
export type MomentsAttachment =
  | { msgtype: 'image'; image: { mediaid?: string; imgUrl?: string } }
  | { msgtype: 'video'; video: { mediaid: string } }
  | { msgtype: 'link'; link: { url: string; title?: string; desc?: string; imgUrl?: string } };

/**
 * `shareToExternalMoments` argument: what the client puts into its 客户朋友圈 composer (text of at
 * most 2000 characters and the attachments), for the member to publish.
 */
export interface ShareToExternalMomentsParams {
  text?: { content: string };
  attachments?: MomentsAttachment[];
}

export interface OpenUserProfileParams {
  /** 'internal' = enterprise member, 'external' = external contact. */
  type: 'internal' | 'external';
  userid: string;
}

/** `closeWindow` never rejects: a failure is reported to the user (after 1 s) and returned. */
export type CloseWindowResult = { closed: true } | { closed: false; error: Error };

/** Names of the bridge's client calls (also the simulator log's `api`). */
export type WecomApiName =
  | 'getContext'
  | 'getCurExternalContact'
  | 'getCurExternalChat'
  | 'sendChatMessage'
  | 'openEnterpriseChat'
  | 'selectExternalContact'
  | 'shareAppMessage'
  | 'shareToExternalMoments'
  | 'openUserProfile'
  | 'closeWindow';

/** The argument each call takes (empty object for calls without one). */
export interface WecomCallParams {
  getContext: Record<string, never>;
  getCurExternalContact: Record<string, never>;
  getCurExternalChat: Record<string, never>;
  sendChatMessage: SendChatMessageParams;
  openEnterpriseChat: OpenEnterpriseChatParams;
  selectExternalContact: SelectExternalContactParams;
  shareAppMessage: ShareAppMessageParams;
  shareToExternalMoments: ShareToExternalMomentsParams;
  openUserProfile: OpenUserProfileParams;
  closeWindow: Record<string, never>;
}

/**
 * Notifications injected by the app shell. `alert` is for messages the user must act on;
 * when absent, `toast` is used.
 */
export interface UiPort {
  toast(message: string): void;
  alert?(message: string): void;
}

/**
 * The WeCom client as the app sees it. Every call rejects with a `WecomError` whose message is
 * the client's errMsg, except `closeWindow`, which reports its own failure.
 */
export interface WecomBridge {
  readonly kind: 'real' | 'simulator';
  /** Loads and registers the SDK (real) or does nothing (simulator). Safe to call repeatedly. */
  ready(): Promise<void>;
  getContext(): Promise<WecomContextInfo>;
  /** The external contact's userId (single chat toolbar or contact profile). */
  getCurExternalContact(): Promise<string>;
  /** The customer group's chatId (group chat toolbar). */
  getCurExternalChat(): Promise<string>;
  sendChatMessage(params: SendChatMessageParams): Promise<void>;
  openEnterpriseChat(params: OpenEnterpriseChatParams): Promise<OpenEnterpriseChatResult>;
  /** The selected external contacts' userIds. */
  selectExternalContact(params?: SelectExternalContactParams): Promise<string[]>;
  shareAppMessage(params: ShareAppMessageParams): Promise<void>;
  /** Opens the client's 客户朋友圈 composer with the text and attachments; rejects on failure or cancel. */
  shareToExternalMoments(params: ShareToExternalMomentsParams): Promise<void>;
  openUserProfile(params: OpenUserProfileParams): Promise<void>;
  closeWindow(): Promise<CloseWindowResult>;
}
