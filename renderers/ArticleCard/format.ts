/** Read counts for people: 999, 1.2万, 10万+. Shared by ArticleCard and ArticleReader. */
export function formatReads(v: unknown): string {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < 0) return '';
  if (n >= 100000) return '10万+';
  if (n >= 10000) return `${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万`;
  return String(Math.floor(n));
}
