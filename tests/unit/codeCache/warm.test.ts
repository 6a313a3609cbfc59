/** The app's side: opens the code-cache frame once per build, and never leaves it behind. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmCodeCache } from '@/codeCache/warm';
import { readStorage, writeStorage } from '@/session';

const KEY = 'wx_codeCacheBuild';
const ENTRY = `${location.origin}/assets/index-Build1.js`;
/** Kept as the app keeps it (src/app/serviceWorker.ts). */
const kept = { read: () => readStorage('local', KEY), write: (id: string) => void writeStorage('local', KEY, id) };

function resources(names: string[]): void {
  vi.spyOn(window.performance, 'getEntriesByType').mockReturnValue(names.map((name) => ({ name }) as PerformanceEntry));
}

async function frameAppended(): Promise<HTMLIFrameElement> {
  await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
  return document.querySelector('iframe') as HTMLIFrameElement;
}

beforeEach(() => {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = '/assets/index-Build1.js';
  document.head.appendChild(script);
  resources([ENTRY, `${location.origin}/assets/widgets-core-A.js`, `${location.origin}/assets/index-x.css`, 'https://img.example/a.js', `${location.origin}/wecom/api/getX.do`]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete document.documentElement.dataset.codeCache;
  localStorage.clear();
});

describe('warmCodeCache', () => {
  it("opens the app's index.html hidden, marked, naming the chunks this open loaded; done: removed and the build kept", async () => {
    const result = warmCodeCache({ base: '/', kept });
    const frame = await frameAppended();
    expect(frame.getAttribute('src')).toBe('/');
    expect(frame.hasAttribute('data-code-cache')).toBe(true);
    expect(frame.getAttribute('data-modules')).toBe('index-Build1.js widgets-core-A.js');
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(localStorage.getItem(KEY)).toBeNull();

    frame.dispatchEvent(new CustomEvent('app:code-cache-done', { detail: { imported: 2 } }));
    await expect(result).resolves.toBe('warm');
    expect(document.querySelector('iframe')).toBeNull();
    expect(localStorage.getItem(KEY)).toBe(ENTRY);
    expect(document.documentElement.dataset.codeCache).toBe('warm');
  });

  it('does nothing for a build already written ahead', async () => {
    localStorage.setItem(KEY, ENTRY);
    await expect(warmCodeCache({ base: '/', kept })).resolves.toBe('skipped');
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.documentElement.dataset.codeCache).toBe('skipped');
  });

  it('opens the frame again for a new build', async () => {
    localStorage.setItem(KEY, `${location.origin}/assets/index-Build0.js`);
    const result = warmCodeCache({ base: '/', kept });
    (await frameAppended()).dispatchEvent(new CustomEvent('app:code-cache-done', { detail: { imported: 1 } }));
    await expect(result).resolves.toBe('warm');
    expect(localStorage.getItem(KEY)).toBe(ENTRY);
  });

  it('removes a frame that never reports, and keeps nothing (tried again on the next open)', async () => {
    vi.useFakeTimers();
    const result = warmCodeCache({ base: '/', kept, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('iframe')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe('timeout');
    expect(document.querySelector('iframe')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(document.documentElement.dataset.codeCache).toBe('timeout');
  });

  it('without an entry script (not a built index.html) opens nothing', async () => {
    document.head.innerHTML = '';
    await expect(warmCodeCache({ base: '/', kept })).resolves.toBe('skipped');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
