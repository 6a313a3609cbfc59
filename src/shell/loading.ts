import { createStore } from '@/lib/store';

/** Options of {@link showLoading}. */
export interface LoadingOptions {
  /** Text under the spinner. Default '加载中'. */
  text?: string;
  /** Colour of the spinner and text. Default white (on the dark box). */
  color?: string;
  /** Background of the full-screen mask. Default transparent. */
  maskColor?: string;
}

/** The shown loading mask, resolved. */
export interface LoadingState {
  text: string;
  color?: string;
  maskColor?: string;
}

/** Default text of the loading mask (spec/product.md 2.1). */
export const DEFAULT_LOADING_TEXT = '加载中';

/** @internal Read by LoadingHost. */
export const loadingStore = createStore<LoadingState | null>(() => null);

/**
 * Shows the loading mask: a spinner with text that blocks clicks until {@link hideLoading}, with
 * no time limit. Calling it again while shown replaces the options. Calls are not counted: one
 * hideLoading hides it however many showLoading calls came before, so a forgotten call can never
 * leave the app blocked. Needs a mounted {@link LoadingHost}.
 */
export function showLoading(options: LoadingOptions = {}): void {
  loadingStore.set({
    text: options.text ?? DEFAULT_LOADING_TEXT,
    color: options.color,
    maskColor: options.maskColor,
  });
}

/** Hides the loading mask. */
export function hideLoading(): void {
  loadingStore.set(null);
}
