/**
 * Canvas work of PosterComposer: load the poster (CORS, so the canvas stays exportable), draw it
 * scaled to the export width, then the overlay panel (QR code and/or business card) at a corner.
 * The QR code is drawn module by module from qrcode's matrix: no second canvas, crisp at any size.
 */
import QRCode from 'qrcode';

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
  /** QR side as a fraction of the poster width. */
  qrSize: number;
  qrCaption: string;
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

/** Draws poster and overlay; the canvas gets the export size (width capped at maxWidth). */
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
  const pad = 20 * unit;
  const qr = o.qrText ? Math.round(W * o.qrSize) : 0;
  const lines = o.card
    ? ([
        [clip(o.card.name, 10), 34, true],
        [clip(o.card.title, 16), 24, false],
        [o.card.phone ? `电话 ${o.card.phone}` : '', 24, false],
        [clip(o.card.company, 16), 22, false],
      ] as Array<[string, number, boolean]>).filter(([t]) => t)
    : [];
  if (!qr && !lines.length) return;
  const font = (px: number, bold: boolean): string => `${bold ? 'bold ' : ''}${Math.round(px * unit)}px -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif`;
  let textW = 0;
  for (const [t, px, bold] of lines) {
    ctx.font = font(px, bold);
    textW = Math.max(textW, ctx.measureText(t).width);
  }
  const textH = lines.reduce((h, [, px]) => h + px * unit * 1.45, 0);
  const captionH = qr ? 30 * unit : 0;
  const gap = qr && lines.length ? 20 * unit : 0;
  const panelW = pad * 2 + qr + gap + textW;
  const panelH = pad * 2 + Math.max(qr + captionH, textH);
  const margin = 32 * unit;
  const x = o.position.endsWith('left') ? margin : W - margin - panelW;
  const y = o.position.startsWith('top') ? margin : H - margin - panelH;

  ctx.save();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.94)';
  roundRect(ctx, x, y, panelW, panelH, 16 * unit);
  ctx.fill();
  ctx.restore();
  if (qr && o.qrText) {
    drawQr(ctx, o.qrText, x + pad, y + pad, qr);
    ctx.fillStyle = '#595959';
    ctx.font = font(18, false);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillText(o.qrCaption, x + pad + qr / 2, y + pad + qr + 6 * unit, qr + gap);
  }
  let ty = y + pad + Math.max(0, (panelH - pad * 2 - textH) / 2);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  for (const [t, px, bold] of lines) {
    ctx.font = font(px, bold);
    ctx.fillStyle = bold ? '#1f1f1f' : '#595959';
    ctx.fillText(t, x + pad + qr + gap, ty);
    ty += px * unit * 1.45;
  }
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
