/** Path parts whose `.do` suffix the `wx_request_do` switch removes (spec/calls.md 4.2). */
export const DO_STRIP_MARKERS: readonly string[] = ['wecom', 'fwdapi', 'khyx', 'newFront'];

/**
 * Removes the trailing `.do` from paths containing wecom, fwdapi, khyx or newFront when the
 * switch is on. A query string or fragment after `.do` is kept.
 */
export function stripDoSuffix(path: string, switchOn: boolean): string {
  if (!switchOn) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  if (!pathname.endsWith('.do') || !DO_STRIP_MARKERS.some((marker) => pathname.includes(marker))) return path;
  return pathname.slice(0, -'.do'.length) + rest;
}
