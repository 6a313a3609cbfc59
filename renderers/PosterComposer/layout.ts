/**
 * Geometry of PosterComposer: where the QR code and the business card go. A poster template may
 * declare its own QR box and the room it leaves for the card (in pixels of a poster `designWidth`
 * wide); what has no declared place goes into a panel at a corner, never over the poster's QR box.
 */
import type { Corner } from './compose';

/** The poster's QR box: its top-left corner and side. */
export interface QrArea {
  x: number;
  y: number;
  size: number;
}

/** The room the poster leaves for the business card. */
export interface CardArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

const isBox = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/** A declared QR box scaled to the canvas, or null when absent or not a box. */
export function qrRect(area: QrArea | null | undefined, scale: number): Rect | null {
  if (!isBox(area)) return null;
  const [x, y, size] = [num(area.x), num(area.y), num(area.size)];
  if (x === null || y === null || size === null || size <= 0) return null;
  return { x: x * scale, y: y * scale, w: size * scale, h: size * scale };
}

/** A declared card area scaled to the canvas, or null when absent or not a box. */
export function cardRect(area: CardArea | null | undefined, scale: number): Rect | null {
  if (!isBox(area)) return null;
  const [x, y, w, h] = [num(area.x), num(area.y), num(area.width), num(area.height)];
  if (x === null || y === null || w === null || h === null || w <= 0 || h <= 0) return null;
  return { x: x * scale, y: y * scale, w: w * scale, h: h * scale };
}

const CORNERS: readonly Corner[] = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];

function at(corner: Corner, W: number, H: number, w: number, h: number, margin: number): Rect {
  return { x: corner.endsWith('left') ? margin : W - margin - w, y: corner.startsWith('top') ? margin : H - margin - h, w, h };
}

/**
 * The corner panel (w × h) at `corner`; when that would cover one of `avoid` (the poster's QR box,
 * the card already drawn in its area), the first other corner that covers none; else `corner`.
 */
export function placePanel(corner: Corner, W: number, H: number, w: number, h: number, margin: number, avoid: ReadonlyArray<Rect | null>): Rect {
  const keepClear = avoid.filter((r): r is Rect => r !== null);
  for (const c of [corner, ...CORNERS.filter((x) => x !== corner)]) {
    const rect = at(c, W, H, w, h, margin);
    if (!keepClear.some((r) => intersects(rect, r))) return rect;
  }
  return at(corner, W, H, w, h, margin);
}
