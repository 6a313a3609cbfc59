import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { BRAND_COLOR, StyleWarmup, startStyleWarmup } from '@/shell';

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
    const { container } = render(<StyleWarmup />);
    await idlePeriod();
    expect(container.innerHTML).toBe('');
    expect(idle).toHaveLength(0);
  });

  it('then mounts one antd component per idle period, outside the document, and keeps them', async () => {
    // No theme around it: the warm-up brings antd's configuration itself (src/shell/antdScope.tsx).
    const { container } = render(<StyleWarmup />);
    const styleSheets = (): number => document.head.querySelectorAll('style').length;
    const before = styleSheets();
    act(() => startStyleWarmup());
    // The first idle period loads the parts; each later one adds a part.
    await idlePeriod();
    await waitFor(() => expect(idle).toHaveLength(1));
    await idlePeriod();
    // The Button's styles are in the document; the Button itself is not.
    await waitFor(() => expect(document.head.textContent).toContain('.ant-btn'));
    // Built with the app's theme, so they are the styles the pages' buttons use.
    expect(document.head.textContent).toContain(BRAND_COLOR);
    expect(document.head.textContent).not.toContain('.ant-tag');
    for (let i = 0; i < 6; i++) await idlePeriod();
    for (const name of ['.ant-tag', '.ant-skeleton', '.ant-empty', '.ant-input']) expect(document.head.textContent, name).toContain(name);
    expect(styleSheets()).toBeGreaterThan(before);
    expect(container.innerHTML).toBe('');
    expect(document.body.querySelector('.ant-btn, .ant-tag, .ant-skeleton, .ant-empty, .ant-input')).toBeNull();
    // Done: it asks for no more idle time.
    expect(idle).toHaveLength(0);
  });
});
