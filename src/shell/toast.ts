import { createStore } from '@/lib/store';

/** Toast kinds, as the `toast` action names them; 'info' is plain text. */
export type ToastType = 'info' | 'success' | 'error' | 'warning' | 'loading';

/** Options of {@link toast}. */
export interface ToastOptions {
  /** Default 'info'. */
  type?: ToastType;
  /** Milliseconds on screen; 0 keeps it until closeToast or the next toast. Default 2000. */
  duration?: number;
}

/** The shown toast. */
export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

/** Default time a toast stays, in ms. */
export const DEFAULT_TOAST_DURATION = 2000;

/** @internal Read by NotifyHost. */
export const toastStore = createStore<ToastItem | null>(() => null);

let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a short message in a dark box in the middle of the column, replacing any shown one.
 * It does not block clicks. Needs a mounted {@link NotifyHost}.
 */
export function toast(message: string, { type = 'info', duration = DEFAULT_TOAST_DURATION }: ToastOptions = {}): void {
  lastId += 1;
  const id = lastId;
  toastStore.set({ id, type, message });
  clearTimeout(timer);
  timer = duration > 0 ? setTimeout(() => closeToast(id), duration) : undefined;
}

/** Hides the toast (only the one with `id`, when given). */
export function closeToast(id?: number): void {
  const shown = toastStore.get();
  if (!shown || (id !== undefined && shown.id !== id)) return;
  clearTimeout(timer);
  timer = undefined;
  toastStore.set(null);
}
