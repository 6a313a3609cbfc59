import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_COLOR, FONT_FAMILY, PROGRESS_DELAY_MS, appThemeConfig, doneProgress, setDocumentTitle, startProgress } from '@/shell';

describe('setDocumentTitle', () => {
  it('uses the route title, else the fallback', () => {
    setDocumentTitle('客户详情', '人保助手');
    expect(document.title).toBe('客户详情');
    setDocumentTitle(undefined, '人保助手');
    expect(document.title).toBe('人保助手');
    setDocumentTitle('  ', '人保助手');
    expect(document.title).toBe('人保助手');
  });
});

describe('progress', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows no bar for a navigation that settles within the delay', () => {
    vi.useFakeTimers();
    startProgress();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    doneProgress();
    vi.advanceTimersByTime(2000);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('shows a bar without a spinner once a navigation takes longer, and removes it when done', async () => {
    vi.useFakeTimers();
    startProgress();
    expect(document.getElementById('nprogress')).toBeNull();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    // nprogress is loaded when a navigation first runs past the delay.
    await vi.waitFor(() => expect(document.getElementById('nprogress')).not.toBeNull());
    const el = document.getElementById('nprogress');
    expect(el?.querySelector('.bar')).not.toBeNull();
    expect(el?.querySelector('.spinner')).toBeNull();
    doneProgress();
    await vi.waitFor(() => {
      vi.advanceTimersByTime(2000);
      expect(document.getElementById('nprogress')).toBeNull();
    });
  });

  it('shows no bar when the navigation ends while nprogress is still loading', async () => {
    vi.useFakeTimers();
    startProgress();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    doneProgress();
    vi.advanceTimersByTime(2000);
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(2000);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});

describe('theme', () => {
  it('tokens.css uses the same primary colour as the antd theme', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/shell/tokens.css'), 'utf8');
    expect(css).toContain(`--shell-primary: ${BRAND_COLOR};`);
  });

  it('tokens.css uses the same font as the antd theme, and the body takes it', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/shell/tokens.css'), 'utf8');
    expect(css).toContain(`--shell-font: ${FONT_FAMILY};`);
    expect(appThemeConfig.token?.fontFamily).toBe(FONT_FAMILY);
    const layout = readFileSync(resolve(process.cwd(), 'src/shell/AppLayout.css'), 'utf8');
    expect(layout).toMatch(/body \{[^}]*font-family: var\(--shell-font\);/);
  });
});
