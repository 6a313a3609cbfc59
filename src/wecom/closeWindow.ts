import type { CloseWindowResult, UiPort } from './types';

export const CLOSE_WINDOW_FAILED_MESSAGE = '自动关闭页面失败，请手动关闭页面！';
/** The spec shows the failure message 1 s after the failed close (spec/product.md 8). */
export const CLOSE_WINDOW_MESSAGE_DELAY_MS = 1000;

/**
 * Runs a close attempt; on failure tells the user, 1 s later, to close the page by hand.
 * Never rejects, so callers that close after a successful action need no catch.
 */
export async function closeWindowWithFallback(attempt: () => Promise<unknown>, ui: UiPort): Promise<CloseWindowResult> {
  try {
    await attempt();
    return { closed: true };
  } catch (reason) {
    setTimeout(() => (ui.alert ?? ui.toast).call(ui, CLOSE_WINDOW_FAILED_MESSAGE), CLOSE_WINDOW_MESSAGE_DELAY_MS);
    return { closed: false, error: reason instanceof Error ? reason : new Error(String(reason)) };
  }
}
