/**
 * Generated SVG images served at /__sandbox/assets/<kind>-<id>.svg: avatars, article covers,
 * posters, QR codes … Colours derive from the id, labels from the state, so no external URLs.
 */
import { createRng, hash32 } from './util/prng';
import { POSTER_TEMPLATE } from './seed/posters';
import type { SandboxState } from './seed/types';

const PALETTES = [
  ['#1677ff', '#69b1ff'], ['#13a8a8', '#5cdbd3'], ['#d4380d', '#ff9c6e'], ['#389e0d', '#95de64'],
  ['#531dab', '#b37feb'], ['#c41d7f', '#ff85c0'], ['#d48806', '#ffd666'], ['#08979c', '#87e8de'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function palette(id: string): readonly [string, string] {
  return PALETTES[hash32(id) % PALETTES.length];
}

/** Splits Chinese text into lines of at most n characters. */
function wrap(text: string, n: number, maxLines: number): string[] {
  const chars = Array.from(text);
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += n) lines.push(chars.slice(i, i + n).join(''));
  return lines;
}

/** Gradient element id, unique per asset so several inlined SVGs do not share one gradient. */
function gid(id: string): string {
  return `g${hash32(id).toString(36)}`;
}

function gradient(id: string): string {
  const [a, b] = palette(id);
  return `<defs><linearGradient id="${gid(id)}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

const FONT = `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif"`;

function textLines(lines: string[], x: number, y: number, size: number, color = '#fff', anchor = 'middle'): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.35}" ${FONT} font-size="${size}" font-weight="600" fill="${color}" text-anchor="${anchor}">${escapeXml(line)}</text>`)
    .join('');
}

function avatar(id: string, label: string): string {
  const initial = Array.from(label || '客')[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${gradient(id)}<circle cx="64" cy="64" r="64" fill="url(#${gid(id)})"/>${textLines([initial], 64, 82, 52)}</svg>`;
}

function banner(id: string, title: string, subtitle: string, w: number, h: number): string {
  // Lists show covers cropped to about 4:3 (object-fit: cover): the title keeps to that middle.
  const safeWidth = Math.min(w, (h * 4) / 3) - 80;
  const perLine = Math.max(6, Math.floor(safeWidth / 44));
  const lines = wrap(title, perLine, 3);
  const top = h / 2 - ((lines.length - 1) * 40 * 1.35) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${gradient(id)}<rect width="${w}" height="${h}" fill="url(#${gid(id)})"/><circle cx="${w - 60}" cy="60" r="120" fill="#fff" opacity="0.12"/><circle cx="40" cy="${h - 20}" r="90" fill="#fff" opacity="0.1"/>${textLines(lines, w / 2, top, 40)}${subtitle ? textLines([subtitle], w / 2, h - 36, 24, 'rgba(255,255,255,0.85)') : ''}</svg>`;
}

/**
 * A poster template (POSTER_TEMPLATE): title on a gradient, and at the foot a white panel with the
 * QR box (a dashed placeholder the composer fills) and, at its left, room for the sharer's card.
 */
function poster(id: string, title: string, className: string): string {
  const { width: w, height: h, panel, qrArea: qr } = POSTER_TEMPLATE;
  const lines = wrap(title, 9, 3);
  // The dashed outline stays inside the box (a stroke is centred on the edge), so the QR code covers it whole.
  const box = `<rect class="qr-box" x="${qr.x + 1}" y="${qr.y + 1}" width="${qr.size - 2}" height="${qr.size - 2}" rx="8" fill="#f5f5f5" stroke="#bfbfbf" stroke-width="2" stroke-dasharray="8 6"/>${textLines(['专属二维码'], qr.x + qr.size / 2, qr.y + qr.size / 2 + 8, 22, '#8c8c8c')}`;
  const caption = textLines(['长按识别二维码'], qr.x + qr.size / 2, panel.y + panel.height - 18, 20, '#595959');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${gradient(id)}<rect width="${w}" height="${h}" fill="url(#${gid(id)})"/><circle cx="620" cy="180" r="260" fill="#fff" opacity="0.12"/><circle cx="120" cy="900" r="200" fill="#fff" opacity="0.08"/>${textLines([className], w / 2, 200, 36, 'rgba(255,255,255,0.9)')}${textLines(lines, w / 2, 460, 64)}<rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="24" fill="#fff" opacity="0.96"/>${box}${caption}</svg>`;
}

/** A QR-code-looking image (not decodable): finder patterns plus deterministic modules. */
function qrcode(id: string): string {
  const rng = createRng(`qr:${id}`);
  const n = 25;
  const cell = 8;
  let modules = '';
  const finder = (x: number, y: number): boolean => x < 7 && y < 7;
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      if (finder(x, y) || finder(n - 1 - x, y) || finder(x, n - 1 - y)) continue;
      if (rng.chance(0.45)) modules += `<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}"/>`;
    }
  }
  const eye = (x: number, y: number): string =>
    `<rect x="${x}" y="${y}" width="56" height="56"/><rect x="${x + 8}" y="${y + 8}" width="40" height="40" fill="#fff"/><rect x="${x + 16}" y="${y + 16}" width="24" height="24"/>`;
  const size = n * cell;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 32}" height="${size + 32}" viewBox="-16 -16 ${size + 32} ${size + 32}"><rect x="-16" y="-16" width="${size + 32}" height="${size + 32}" fill="#fff"/><g fill="#111">${modules}${eye(0, 0)}${eye(size - 56, 0)}${eye(0, size - 56)}</g></svg>`;
}

function labelFor(kind: string, id: string, state: SandboxState): { title: string; subtitle: string } {
  switch (kind) {
    case 'avatar': {
      const person = state.staff.find((s) => s.userCode === id) ?? state.customers.find((c) => c.custId === id);
      return { title: person ? ('userName' in person ? person.userName : person.custName) : '客', subtitle: '' };
    }
    case 'news':
    case 'cover': {
      const article = state.articles.find((a) => a.newsId === id);
      const category = state.newsCategories.find((c) => c.categoryId === article?.categoryId);
      return { title: article?.title ?? '保险知识', subtitle: category?.categoryName ?? '' };
    }
    case 'poster': {
      const p = state.posters.find((x) => x.posterId === id);
      return { title: p?.posterName ?? '平安相伴', subtitle: state.posterClasses.find((c) => c.classId === p?.classId)?.className ?? '' };
    }
    case 'coupon': {
      const c = state.coupons.find((x) => x.couponId === id);
      return { title: c ? `${c.couponName} ¥${c.faceValue}` : '权益券', subtitle: c ? `有效期至${c.validTo}` : '' };
    }
    case 'product': {
      const p = state.products.find((x) => x.productCode === id);
      return { title: p?.productName ?? '保险产品', subtitle: p ? `${p.premiumFrom}元起` : '' };
    }
    case 'training': {
      // A cover (`TR006`) or a picture material's slide (`TR006-2`: its page number as subtitle).
      const [code, slide] = id.split('-');
      const t = state.trainingResources.find((x) => x.code === code);
      return { title: t?.title ?? '培训资源', subtitle: slide ? `第 ${slide} 页 / 共 ${t?.images.length ?? slide} 页` : t?.resourceType ?? '' };
    }
    case 'moments': {
      const t = state.momentsTasks.find((x) => id.startsWith(x.taskId));
      return { title: t?.title ?? '朋友圈素材', subtitle: '' };
    }
    default:
      return { title: id, subtitle: '' };
  }
}

/** The SVG for an asset file name like 'news-N20260007.svg', or null when the name is not ours. */
export function renderAsset(fileName: string, state: SandboxState): string | null {
  const m = /^(avatar|news|cover|poster|qrcode|coupon|training|product|moments)-(.+)\.svg$/.exec(fileName);
  if (!m) return null;
  const [, kind, rawId] = m;
  let id = rawId;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    // keep raw
  }
  const { title, subtitle } = labelFor(kind, id, state);
  switch (kind) {
    case 'avatar':
      return avatar(id, title);
    case 'poster':
      return poster(id, title, subtitle);
    case 'qrcode':
      return qrcode(id);
    case 'coupon':
      return banner(id, title, subtitle, 600, 300);
    default:
      return banner(id, title, subtitle, 900, 500);
  }
}
