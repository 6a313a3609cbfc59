import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { AppTheme, StyleWarmup, startStyleWarmup } from '@/shell';

let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Runs the idle callbacks queued so far, as an idle phone would. */
async function idlePeriod(): Promise<void> {
  const due = idle;
  idle = [];
  await act(async () => {
    due.forEach((fn) => fn());
    await Promise.resolve();
  });
}

describe('style warm-up', () => {
  it('renders nothing and asks for no idle time before the first page is shown', async () => {
    const { container } = render(<AppTheme><StyleWarmup /></AppTheme>);
    await idlePeriod();
    expect(container.innerHTML).toBe('');
    expect(idle).toHaveLength(0);
  });

  it('then mounts one hidden antd component per idle period and keeps them mounted', async () => {
    const { container } = render(<AppTheme><StyleWarmup /></AppTheme>);
    act(() => startStyleWarmup());
    // The first idle period loads the parts; each later one adds a part.
    await idlePeriod();
    await waitFor(() => expect(idle).toHaveLength(1));
    await idlePeriod();
    const host = await waitFor(() => {
      const el = container.querySelector('[data-testid="style-warmup"]');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    expect(host.hidden).toBe(true);
    expect(host.getAttribute('aria-hidden')).toBe('true');
    expect(host.querySelectorAll('.ant-btn')).toHaveLength(1);
    expect(host.querySelector('.ant-tag')).toBeNull();
    for (let i = 0; i < 6; i++) await idlePeriod();
    for (const selector of ['.ant-btn', '.ant-tag', '.ant-skeleton', '.ant-empty', '.ant-input']) {
      expect(host.querySelector(selector), selector).not.toBeNull();
    }
    // Done: it asks for no more idle time.
    expect(idle).toHaveLength(0);
  });
});
