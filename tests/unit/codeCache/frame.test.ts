/** The code-cache frame's side: which document is one, and what it imports and reports. */
import { afterEach, describe, expect, it } from 'vitest';
import { codeCacheFrameElement } from '@/codeCache';
import { compileNamed } from '@/codeCache/frame';

afterEach(() => {
  document.body.innerHTML = '';
});

const asWindow = (frameElement: () => Element | null): Window =>
  ({ get frameElement() { return frameElement(); } }) as unknown as Window;

describe('codeCacheFrameElement: is this document a code-cache frame of the app?', () => {
  it('is null at the top level (the app runs)', () => {
    expect(codeCacheFrameElement(window)).toBeNull();
  });

  it('is the iframe element when the app marked it, null for any other frame', () => {
    const marked = document.createElement('iframe');
    marked.setAttribute('data-code-cache', '');
    expect(codeCacheFrameElement(asWindow(() => marked))).toBe(marked);
    expect(codeCacheFrameElement(asWindow(() => document.createElement('iframe')))).toBeNull();
  });

  it('is null where the frame element cannot be read (a frame of another origin)', () => {
    expect(codeCacheFrameElement(asWindow(() => { throw new DOMException('blocked', 'SecurityError'); }))).toBeNull();
  });
});

describe('compileNamed: the frame imports the named chunks and reports on its element', () => {
  it('imports each named chunk from <base>assets/ in order, skips what fails, and reports the count', async () => {
    const frame = document.createElement('iframe');
    frame.setAttribute('data-modules', 'index-1.js page-2.js ../evil.js broken-3.js');
    document.body.appendChild(frame);
    const events: unknown[] = [];
    frame.addEventListener('app:code-cache-done', (e) => events.push((e as CustomEvent).detail));
    const asked: string[] = [];
    const load = async (url: string): Promise<unknown> => {
      asked.push(url);
      if (url.includes('broken')) throw new Error('failed to fetch');
      return {};
    };
    const done = await compileNamed(frame, '/wecom/', load);
    expect(asked.map((u) => new URL(u).pathname)).toEqual(['/wecom/assets/index-1.js', '/wecom/assets/page-2.js', '/wecom/assets/broken-3.js']);
    expect(asked.every((u) => new URL(u).origin === location.origin)).toBe(true);
    expect(done).toEqual({ imported: 2 });
    expect(events).toEqual([{ imported: 2 }]);
  });
});
