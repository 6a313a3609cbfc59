/** URLs of the generated SVG images the sandbox serves under /__sandbox/assets/. */
export type AssetKind = 'avatar' | 'news' | 'poster' | 'cover' | 'qrcode' | 'coupon' | 'training' | 'product' | 'moments';

export const ASSET_PREFIX = '/__sandbox/assets/';

export function assetUrl(kind: AssetKind, id: string): string {
  return `${ASSET_PREFIX}${kind}-${encodeURIComponent(id)}.svg`;
}
