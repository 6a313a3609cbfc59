import { createStore, useStore, webStorage } from '@/lib/store';
import { LOCAL_KEYS } from '@/session/keys';
import { request } from '@/request';
import { isChatWith, readCurrentChat, rememberMediaPreview, type ChatMessage } from '@/wecom';
import { showError, stateDeps } from './deps';

/** Message types that carry a media id. */
export type MediaType = 'image' | 'video' | 'file';

/** A media message waiting to be sent once the user is in the chat with `externalUserId`. */
export interface MediaSendTask {
  mediaId: string;
  externalUserId: string;
  type: MediaType;
  /** When the media was uploaded (epoch ms): WeCom temporary media is valid 3 days from then. */
  createdAt: number;
}

/** WeCom temporary media (uploadMedia) is valid 3 days (spec/calls.md 9). */
export const MEDIA_VALID_MS = 3 * 24 * 60 * 60 * 1000;

/** Whether a task's media id may still be sent: uploaded less than 3 days ago. */
export function isMediaValid(task: Pick<MediaSendTask, 'createdAt'>, now: number = Date.now()): boolean {
  return now - task.createdAt < MEDIA_VALID_MS;
}

/**
 * What `sendFirstMedia` did: 'sent', 'failed' (task dropped, error shown), 'empty' (no task),
 * 'otherChat' (first task is for another customer; nothing touched), 'busy' (a send is running),
 * 'noChat' (only from `sendFirstMediaToCurrentChat`: the page is not in a single chat).
 */
export type SendFirstMediaOutcome = 'sent' | 'failed' | 'empty' | 'otherChat' | 'busy' | 'noChat';

export const MEDIA_SEND_SUCCESS_MESSAGE = '发送成功';
export const MEDIA_UPLOAD_FAILED_MESSAGE = '素材上传失败';

const MEDIA_TYPES: readonly string[] = ['image', 'video', 'file'];

function isTask(value: unknown): value is MediaSendTask {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  // A task stored without its upload time (by an older version) cannot be told valid: dropped.
  return (
    typeof v.mediaId === 'string' &&
    typeof v.externalUserId === 'string' &&
    typeof v.type === 'string' &&
    MEDIA_TYPES.includes(v.type) &&
    typeof v.createdAt === 'number' &&
    Number.isFinite(v.createdAt)
  );
}

const store = createStore<readonly MediaSendTask[]>(() => [], {
  storage: webStorage(() => globalThis.localStorage, LOCAL_KEYS.mediaSendQueue, (stored) =>
    Array.isArray(stored) ? stored.filter(isTask) : undefined,
  ),
});

const sameTask = (a: MediaSendTask, b: Pick<MediaSendTask, 'mediaId' | 'externalUserId'>): boolean =>
  a.mediaId === b.mediaId && a.externalUserId === b.externalUserId;

/**
 * Drops the tasks whose media has expired (uploaded 3 days ago or more): their ids would be refused
 * by WeCom, so the user uploads and queues the media again instead.
 */
function dropExpired(): readonly MediaSendTask[] {
  const now = Date.now();
  const queued = store.get();
  const live = queued.filter((task) => isMediaValid(task, now));
  if (live.length !== queued.length) store.set(live);
  return live;
}

export const getMediaQueue = (): readonly MediaSendTask[] => dropExpired();
export const subscribeMediaQueue = store.subscribe;
export const reloadMediaQueue = store.reload;

/** React hook: the queued tasks. */
export function useMediaQueue(): readonly MediaSendTask[] {
  return useStore(store);
}

/**
 * Adds a task unless one with the same mediaId and externalUserId is queued (expired tasks are
 * dropped first). `createdAt` is when the media was uploaded, now unless given. Returns whether it
 * was added.
 */
export function enqueueMedia(task: Omit<MediaSendTask, 'createdAt'> & { createdAt?: number }): boolean {
  if (dropExpired().some((queued) => sameTask(queued, task))) return false;
  const createdAt = task.createdAt ?? Date.now();
  store.update((draft) => {
    draft.push({ mediaId: task.mediaId, externalUserId: task.externalUserId, type: task.type, createdAt });
  });
  return true;
}

export function clearMediaQueue(): void {
  store.set([]);
}

function removeTask(task: MediaSendTask): void {
  store.set(store.get().filter((queued) => !sameTask(queued, task)));
}

function messageFor(task: MediaSendTask): ChatMessage {
  switch (task.type) {
    case 'image':
      return { msgtype: 'image', image: { mediaid: task.mediaId } };
    case 'video':
      return { msgtype: 'video', video: { mediaid: task.mediaId } };
    case 'file':
      return { msgtype: 'file', file: { mediaid: task.mediaId } };
  }
}

let sending = false;

/**
 * Sends the first queued task, but only when it is for the chat the page is in (spec 4.3); tasks
 * whose media expired (3 days) are dropped first, never sent.
 * Success: task removed, '发送成功', window closed. Failure: task removed, the client's errMsg shown.
 */
export async function sendFirstMedia(currentExternalUserId: string): Promise<SendFirstMediaOutcome> {
  const task = dropExpired()[0];
  if (!task) return 'empty';
  if (!isChatWith({ kind: 'single', externalUserId: currentExternalUserId }, { externalUserId: task.externalUserId })) return 'otherChat';
  // A page shown twice (keep-alive, double event) must not send the same media twice.
  if (sending) return 'busy';
  sending = true;
  const { bridge, ui } = stateDeps();
  try {
    await bridge().sendChatMessage({ ...messageFor(task), enterChat: false });
  } catch (reason) {
    removeTask(task);
    showError(reason instanceof Error ? reason.message : String(reason));
    return 'failed';
  } finally {
    sending = false;
  }
  removeTask(task);
  ui.toast(MEDIA_SEND_SUCCESS_MESSAGE);
  await bridge().closeWindow();
  return 'sent';
}

/**
 * Asks the client which single chat the page is in (its entry, then the chat's contact), then
 * `sendFirstMedia`. Silent outside a single chat: a contact profile names a customer but is no chat.
 */
export async function sendFirstMediaToCurrentChat(): Promise<SendFirstMediaOutcome> {
  if (dropExpired().length === 0) return 'empty';
  const chat = await readCurrentChat(stateDeps().bridge());
  if (chat.kind !== 'single') return 'noChat';
  return sendFirstMedia(chat.externalUserId);
}

/** Reads the media id from the `uploadMedia` answer ({ media_id }; mediaId accepted too). */
function readMediaId(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const v = answer as Record<string, unknown>;
  const id = v.media_id ?? v.mediaId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Uploads a file as WeCom temporary media (valid 3 days) through `uploadMedia` (multipart
 * { file, type }) and returns its media id. Rejects with the request layer's RequestError.
 */
export async function uploadMedia(file: Blob, type: MediaType): Promise<string> {
  // Multipart calls take their fields as params; the request layer builds the FormData.
  const answer = await request<unknown>('uploadMedia', { file, type });
  const mediaId = readMediaId(answer);
  if (!mediaId) throw new Error(MEDIA_UPLOAD_FAILED_MESSAGE);
  if (stateDeps().bridge().kind === 'simulator' && type === 'image' && typeof URL.createObjectURL === 'function') {
    rememberMediaPreview(mediaId, URL.createObjectURL(file));
  }
  return mediaId;
}

/** Upload, then queue for `externalUserId`. Returns the queued task. */
export async function uploadAndEnqueueMedia(input: { file: Blob; type: MediaType; externalUserId: string }): Promise<MediaSendTask> {
  const mediaId = await uploadMedia(input.file, input.type);
  const task: MediaSendTask = { mediaId, externalUserId: input.externalUserId, type: input.type, createdAt: Date.now() };
  enqueueMedia(task);
  return task;
}
