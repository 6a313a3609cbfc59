import { createStore } from '@/lib/store';

/** Notification kinds (spec/product.md 2.1): primary is the informational one. */
export type NotifyType = 'success' | 'primary' | 'danger' | 'warning';

/** Options of {@link notify}. */
export interface NotifyOptions {
  type: NotifyType;
  message: string;
  /** Milliseconds on screen; 0 keeps it until closeNotify or the next notify. Default 3000. */
  duration?: number;
}

/** The shown notification. */
export interface NotifyItem {
  /** Increases with every notify, so the same message twice still re-announces. */
  id: number;
  type: NotifyType;
  message: string;
}

/** Default time a notification stays, in ms. */
export const DEFAULT_NOTIFY_DURATION = 3000;

/** @internal Read by NotifyHost. */
export const notifyStore = createStore<NotifyItem | null>(() => null);

let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a coloured bar at the top of the column, replacing any shown one. Needs a mounted
 * {@link NotifyHost}.
 */
export function notify({ type, message, duration = DEFAULT_NOTIFY_DURATION }: NotifyOptions): void {
  lastId += 1;
  const id = lastId;
  notifyStore.set({ id, type, message });
  clearTimeout(timer);
  timer = duration > 0 ? setTimeout(() => closeNotify(id), duration) : undefined;
}

/** Hides the notification (only the one with `id`, when given). */
export function closeNotify(id?: number): void {
  const shown = notifyStore.get();
  if (!shown || (id !== undefined && shown.id !== id)) return;
  clearTimeout(timer);
  timer = undefined;
  notifyStore.set(null);
}
