/** Pure geometry of ReportChart: nice axis ticks, compact Chinese numbers, label fitting. */

export interface ChartPoint {
  label: string;
  value: number | null;
}

/** Round numbers for an axis from min to max, about `count` intervals, always including 0 when in range. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (min === max) {
    if (max === 0) return [0, 1];
    return min > 0 ? niceTicks(0, max, count) : niceTicks(min, 0, count);
  }
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * mag >= raw) ?? 10) * mag;
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const out: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

/** 1234 → '1,234'; 12345 → '1.23万'; 123456789 → '1.23亿'. */
export function compact(n: number): string {
  const abs = Math.abs(n);
  const trim = (x: number, d: number): string => String(Number(x.toFixed(d)));
  if (abs >= 1e8) return `${trim(n / 1e8, 2)}亿`;
  if (abs >= 1e4) return `${trim(n / 1e4, 2)}万`;
  return Number(trim(n, 2)).toLocaleString('zh-CN');
}

/** Width of a text in ems: CJK and full-width characters 1, others about 0.6. */
export function textEm(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u2E80-\uFFEF]/.test(ch) ? 1 : 0.6;
  return w;
}

/** Shortens a label to `em` ems with an ellipsis. */
export function fit(s: string, em: number): string {
  if (textEm(s) <= em) return s;
  let out = '';
  for (const ch of s) {
    if (textEm(`${out}${ch}…`) > em) break;
    out += ch;
  }
  return `${out}…`;
}

export interface Slot {
  point: ChartPoint;
  cx: number;
  /** Value label position, kept inside the box at the edges. */
  valueX: number;
  y: number;
  valueText: string;
  axisLabel: string;
  showValue: boolean;
}

export interface Geometry {
  left: number;
  right: number;
  top: number;
  bottom: number;
  zeroY: number;
  barWidth: number;
  ticks: Array<{ y: number; text: string }>;
  slots: Slot[];
}

/** Lays out a bar or line chart in a width × height box with font size `font` (px). */
export function layout(points: ChartPoint[], width: number, height: number, font: number, valueText: (v: number | null) => string): Geometry {
  const values = points.map((p) => p.value ?? 0);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = ticks[0];
  const hi = ticks[ticks.length - 1];
  const tickTexts = ticks.map(compact);
  const left = Math.max(...tickTexts.map(textEm)) * font + font * 0.6;
  const right = width - font * 0.4;
  const top = font * 1.6;
  const bottom = height - font * 1.9;
  const y = (v: number): number => top + ((hi - v) / (hi - lo || 1)) * (bottom - top);
  const slot = (right - left) / Math.max(points.length, 1);
  // Show every k-th axis label so each has at least about three characters of room.
  const every = Math.max(1, Math.ceil((font * 3) / slot));
  const texts = points.map((p) => valueText(p.value));
  const allFit = texts.every((t) => textEm(t) * font <= slot * 0.96);
  const maxIndex = values.indexOf(Math.max(...values));
  return {
    left,
    right,
    top,
    bottom,
    zeroY: y(0),
    barWidth: Math.min(slot * 0.56, font * 2.4),
    ticks: ticks.map((t, i) => ({ y: y(t), text: tickTexts[i] })),
    slots: points.map((point, i) => ({
      point,
      cx: left + slot * (i + 0.5),
      valueX: clamp(left + slot * (i + 0.5), (textEm(texts[i]) * font) / 2, width - (textEm(texts[i]) * font) / 2),
      y: y(values[i]),
      valueText: texts[i],
      axisLabel: i % every === 0 ? fit(point.label, (slot * every) / font - 0.8) : '',
      // Crowded charts label only the highest and the latest values.
      showValue: point.value !== null && (allFit || i === maxIndex || i === points.length - 1),
    })),
  };
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), Math.max(lo, hi));

/** Polyline point lists of a line chart, broken where a value is missing. */
export function lineSegments(slots: Slot[]): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  for (const s of slots) {
    if (s.point.value === null) {
      if (cur.length) out.push(cur.join(' '));
      cur = [];
    } else cur.push(`${s.cx},${s.y}`);
  }
  if (cur.length) out.push(cur.join(' '));
  return out;
}
