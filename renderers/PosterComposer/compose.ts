/**
 * Canvas work of PosterComposer: load the poster (CORS, so the canvas stays exportable), draw it
 * scaled to the export width, then the QR code and/or business card in the places the poster
 * declares for them, or in a panel at a corner (layout.ts).
 * The QR code is drawn module by module from qrcode's matrix: no second canvas, crisp at any size.
 */
import QRCode from 'qrcode';
import { cardRect, placePanel, qrRect, type CardArea, type QrArea, type Rect } from './layout';

export type Corner = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

export interface CardInfo {
  name?: string | null;
  title?: string | null;
  phone?: string | null;
  company?: string | null;
}

export interface Overlay {
  qrText?: string | null;
  card?: CardInfo | null;
  position: Corner;
  /** QR side as a fraction of the poster width (corner panel). */
  qrSize: number;
  qrCaption: string;
  /** The poster's own QR box, in pixels of a poster designWidth wide. */
  qrArea?: QrArea | null;
  /** The room the poster leaves for the card, in the same pixels. */
  cardArea?: CardArea | null;
  /** Width the areas are measured against (default 750). */
  designWidth?: number;
}

export class PosterError extends Error {
  constructor(public readonly userMessage: string) {
    super(userMessage);
  }
}

/** Loads an image for canvas use; rejects with a Chinese message. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    // Without CORS the canvas would be tainted and could not be exported.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new PosterError('海报图片加载失败，请检查网络后重试'));
    img.src = url;
  });
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  // arcTo rather than roundRect(): older WebViews in WeCom lack the latter.
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function drawQr(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number): void {
  let qr: ReturnType<typeof QRCode.create>;
  try {
    qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  } catch {
    throw new PosterError('二维码内容过长，无法生成');
  }
  const n = qr.modules.size;
  const cell = size / n;
  ctx.fillStyle = '#000';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      // Overlap by a hair so no seams show between modules when scaled.
      if (qr.modules.get(r, c)) ctx.fillRect(x + c * cell, y + r * cell, cell + 0.5, cell + 0.5);
    }
  }
}

const clip = (s: string | null | undefined, max: number): string => {
  const cs = Array.from(s ?? '');
  return cs.length > max ? `${cs.slice(0, max - 1).join('')}…` : cs.join('');
};

type Line = [text: string, px: number, bold: boolean];

const font = (px: number, bold: boolean): string => `${bold ? 'bold ' : ''}${Math.round(px)}px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;

/** The card's lines with their sizes in px of a 750-wide poster. */
function cardLines(card: CardInfo | null | undefined): Line[] {
  if (!card) return [];
  return ([
    [clip(card.name, 10), 34, true],
    [clip(card.title, 16), 24, false],
    [card.phone ? `电话 ${card.phone}` : '', 24, false],
    [clip(card.company, 16), 22, false],
  ] as Line[]).filter(([t]) => t);
}

/** Width and height of the lines at `unit` px per design px. */
function measure(ctx: CanvasRenderingContext2D, lines: Line[], unit: number): { w: number; h: number } {
  let w = 0;
  for (const [t, px, bold] of lines) {
    ctx.font = font(px * unit, bold);
    w = Math.max(w, ctx.measureText(t).width);
  }
  return { w, h: lines.reduce((h, [, px]) => h + px * unit * 1.45, 0) };
}

function drawLines(ctx: CanvasRenderingContext2D, lines: Line[], x: number, top: number, unit: number): void {
  let ty = top;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  for (const [t, px, bold] of lines) {
    ctx.font = font(px * unit, bold);
    ctx.fillStyle = bold ? '#1f1f1f' : '#595959';
    ctx.fillText(t, x, ty);
    ty += px * unit * 1.45;
  }
}

/** The card in the room the poster leaves for it: shrunk to fit, left-aligned, vertically centred. */
function drawCardIn(ctx: CanvasRenderingContext2D, lines: Line[], box: Rect, unit: number): void {
  const size = measure(ctx, lines, unit);
  const k = Math.min(1, box.w / Math.max(1, size.w), box.h / Math.max(1, size.h));
  drawLines(ctx, lines, box.x, box.y + (box.h - size.h * k) / 2, unit * k);
}

/** The QR code filling the poster's QR box, on white (the box may hold a placeholder), with a quiet zone. */
function drawQrIn(ctx: CanvasRenderingContext2D, text: string, box: Rect): void {
  ctx.fillStyle = '#fff';
  ctx.fillRect(box.x, box.y, box.w, box.h);
  const quiet = box.w * 0.04;
  drawQr(ctx, text, box.x + quiet, box.y + quiet, box.w - quiet * 2);
}

/**
 * Draws poster and overlay; the canvas gets the export size (width capped at maxWidth). The QR
 * code goes into the poster's QR box and the card into its card area when the poster declares
 * them; the rest goes into a panel at a corner that leaves the poster's QR box (and a card drawn
 * in its area) uncovered.
 */
export function composePoster(canvas: HTMLCanvasElement, img: HTMLImageElement, o: Overlay, maxWidth: number): void {
  const scale = Math.min(1, maxWidth / (img.naturalWidth || maxWidth));
  const W = Math.max(1, Math.round((img.naturalWidth || maxWidth) * scale));
  const H = Math.max(1, Math.round((img.naturalHeight || maxWidth) * scale));
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PosterError('当前环境不支持生成海报');
  ctx.drawImage(img, 0, 0, W, H);

  const unit = W / 750;
  const design = W / (o.designWidth || 750);
  const qrBox = qrRect(o.qrArea, design);
  const cardBox = cardRect(o.cardArea, design);
  const lines = cardLines(o.card);
  const qrInBox = Boolean(o.qrText && qrBox);
  if (o.qrText && qrBox) drawQrIn(ctx, o.qrText, qrBox);
  const cardInArea = Boolean(lines.length && cardBox);
  if (cardBox && lines.length) drawCardIn(ctx, lines, cardBox, unit);

  // Whatever has no place of its own on the poster goes into a corner panel.
  const qr = o.qrText && !qrInBox ? Math.round(W * o.qrSize) : 0;
  const rest = cardInArea ? [] : lines;
  if (!qr && !rest.length) return;
  const pad = 20 * unit;
  const text = measure(ctx, rest, unit);
  const captionH = qr ? 30 * unit : 0;
  const gap = qr && rest.length ? 20 * unit : 0;
  const panelW = pad * 2 + qr + gap + text.w;
  const panelH = pad * 2 + Math.max(qr + captionH, text.h);
  const { x, y } = placePanel(o.position, W, H, panelW, panelH, 32 * unit, [qrBox, cardInArea ? cardBox : null]);

  ctx.save();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.94)';
  roundRect(ctx, x, y, panelW, panelH, 16 * unit);
  ctx.fill();
  ctx.restore();
  if (qr && o.qrText) {
    drawQr(ctx, o.qrText, x + pad, y + pad, qr);
    ctx.fillStyle = '#595959';
    ctx.font = font(18 * unit, false);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(o.qrCaption, x + pad + qr / 2, y + pad + qr + 6 * unit, qr + gap);
  }
  drawLines(ctx, rest, x + pad + qr + gap, y + pad + Math.max(0, (panelH - pad * 2 - text.h) / 2), unit);
}

/**
 * The QR content if it may be drawn: plain text, or a web address (http/https). A link of any
 * other scheme (javascript:, data:, a custom app scheme) from data is not put before customers.
 */
export function drawableQrText(text: string | null | undefined): string | null {
  const t = (text ?? '').trim();
  if (!t) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(t)?.[1]?.toLowerCase();
  return !scheme || scheme === 'http' || scheme === 'https' ? t : null;
}

/** PNG export; a tainted canvas (poster served without CORS) becomes a Chinese message. */
export function exportPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((b) => (b ? resolve(b) : reject(new PosterError('海报生成失败，请重试'))), 'image/png');
    } catch {
      reject(new PosterError('海报图片不允许跨域使用，无法生成，请联系管理员'));
    }
  });
}

export function previewUrl(canvas: HTMLCanvasElement): string {
  try {
    return canvas.toDataURL('image/png');
  } catch {
    throw new PosterError('海报图片不允许跨域使用，无法生成，请联系管理员');
  }
}
