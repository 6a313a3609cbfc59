/**
 * TEST-ONLY: jsdom has no canvas and never loads images. This installs a recording 2D context,
 * PNG export stubs and image loading that succeeds (800×1200) unless the URL contains 'broken'
 * (load error) or 'tainted' (export throws like a canvas without CORS).
 */
import { vi } from 'vitest';

export interface CanvasRecord {
  drawImage: unknown[][];
  fillText: string[];
  fillRect: number;
  size: { width: number; height: number } | null;
  /** Where each text was drawn (its top-left for left-aligned text). */
  texts: Array<{ text: string; x: number; y: number }>;
  /** Every filled rectangle: [x, y, width, height] (QR modules, the white of a QR box). */
  rects: Array<[number, number, number, number]>;
  /** Top-left corners of the rounded panels drawn (roundRect starts at x + r, y). */
  panels: Array<{ x: number; y: number }>;
}

export function installCanvas(): { record: CanvasRecord; restore(): void } {
  const record: CanvasRecord = { drawImage: [], fillText: [], fillRect: 0, size: null, texts: [], rects: [], panels: [] };
  let pathStart: { x: number; y: number } | null = null;
  const ctx = {
    font: '',
    fillStyle: '',
    textAlign: 'left',
    textBaseline: 'top',
    drawImage: (...args: unknown[]) => record.drawImage.push(args),
    fillText: (t: string, x: number, y: number) => {
      record.fillText.push(t);
      record.texts.push({ text: t, x, y });
    },
    fillRect: (x: number, y: number, w: number, h: number) => {
      record.fillRect += 1;
      record.rects.push([x, y, w, h]);
    },
    measureText: (t: string) => ({ width: Array.from(t).length * 20 }),
    beginPath: () => {
      pathStart = null;
    },
    moveTo: (x: number, y: number) => {
      pathStart = { x, y };
    },
    arcTo: (...args: number[]) => {
      // roundRect moves to (x + r, y) first, then arcs with radius r: keep the panel's corner.
      if (pathStart) record.panels.push({ x: pathStart.x - args[4], y: pathStart.y });
      pathStart = null;
    },
    closePath: () => undefined,
    fill: () => undefined,
    save: () => undefined,
    restore: () => undefined,
  };
  let tainted = false;
  const spies = [
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      record.size = { width: this.width, height: this.height };
      return ctx as unknown as CanvasRenderingContext2D;
    } as unknown as HTMLCanvasElement['getContext']),
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => {
      if (tainted) throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
      return 'data:image/png;base64,AAAA';
    }),
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb: BlobCallback) => cb(new Blob(['png'], { type: 'image/png' }))),
  ];
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute('src') ?? '';
    },
    set(this: HTMLImageElement, url: string) {
      this.setAttribute('src', url);
      if (url.startsWith('data:')) return;
      tainted = url.includes('tainted');
      setTimeout(() => {
        if (url.includes('broken')) this.onerror?.(new Event('error'));
        else {
          Object.defineProperty(this, 'naturalWidth', { configurable: true, value: 800 });
          Object.defineProperty(this, 'naturalHeight', { configurable: true, value: 1200 });
          this.onload?.(new Event('load'));
        }
      }, 0);
    },
  });
  return {
    record,
    restore: () => {
      spies.forEach((s) => s.mockRestore());
      if (src) Object.defineProperty(HTMLImageElement.prototype, 'src', src);
    },
  };
}
