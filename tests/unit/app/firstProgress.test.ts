/**
 * The guard's progress bar (spec/product.md 4.1 step 2) before the first page: the boot screen is
 * the app's progress until a page is shown (src/app/firstPage.ts), and the bar waits as long as
 * that screen does, BOOT_SCREEN_DELAY_MS; once a page is shown it waits PROGRESS_DELAY_MS again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DELAY_MS, doneProgress } from '@/shell';
import { guardDeps } from '@/app/guardDeps';
import { BOOT_SCREEN_DELAY_MS, markPageShown } from '@/app/firstPage';

const bar = (): HTMLElement | null => document.getElementById('nprogress');

async function finish(): Promise<void> {
  doneProgress();
  await vi.waitFor(() => {
    vi.advanceTimersByTime(2000);
    expect(bar()).toBeNull();
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the progress bar of a navigation', () => {
  it('waits as long as the boot screen before the first page, PROGRESS_DELAY_MS after it', async () => {
    vi.useFakeTimers();
    expect(BOOT_SCREEN_DELAY_MS).toBeGreaterThan(PROGRESS_DELAY_MS);
    guardDeps.startProgress();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    await vi.dynamicImportSettled();
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(BOOT_SCREEN_DELAY_MS - PROGRESS_DELAY_MS);
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    await finish();

    markPageShown();
    guardDeps.startProgress();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    await vi.waitFor(() => expect(bar()).not.toBeNull());
    await finish();
  });
});
