// @vitest-environment node
/**
 * Posters: the templates declare their QR box and card area, drawn where the sandbox's template
 * image draws them; the open poster call gives the public share page the image, both areas and
 * the share link with the sharer it names.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { renderAsset } from '@sandbox/assets';
import { POSTER_TEMPLATE } from '@sandbox/seed/posters';

const MANAGER = '11016688';

describe('poster templates', () => {
  it('declare a QR box and a card area inside the white panel that do not overlap, where the image draws its QR box', () => {
    const sb = createTestSandbox();
    const { panel } = POSTER_TEMPLATE;
    for (const p of sb.store.state.posters) {
      const { qrArea: q, cardArea: c } = p;
      expect(q.x >= panel.x && q.y >= panel.y && q.x + q.size <= panel.x + panel.width && q.y + q.size <= panel.y + panel.height, p.posterId).toBe(true);
      expect(c.x >= panel.x && c.y >= panel.y && c.x + c.width <= panel.x + panel.width && c.y + c.height <= panel.y + panel.height, p.posterId).toBe(true);
      expect(c.x + c.width <= q.x || q.x + q.size <= c.x || c.y + c.height <= q.y || q.y + q.size <= c.y, p.posterId).toBe(true);
    }
    const poster = sb.store.state.posters[0];
    const svg = renderAsset(`poster-${poster.posterId}.svg`, sb.store.state) ?? '';
    const box = /<rect class="qr-box" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg);
    expect(box).not.toBeNull();
    const [x, y, w, h] = (box ?? []).slice(1).map(Number);
    // The outline is drawn just inside the declared box, which the QR code covers.
    expect(x).toBeGreaterThanOrEqual(poster.qrArea.x);
    expect(y).toBeGreaterThanOrEqual(poster.qrArea.y);
    expect(x + w).toBeLessThanOrEqual(poster.qrArea.x + poster.qrArea.size);
    expect(y + h).toBeLessThanOrEqual(poster.qrArea.y + poster.qrArea.size);
  });
});

describe('whiteGetPosterUrl', () => {
  it('answers the poster, its areas and the share link with the sharer, without a login', async () => {
    const sb = createTestSandbox();
    const poster = sb.store.state.posters[0];
    const answer = dataOf((await sb.call('whiteGetPosterUrl', { posterId: poster.posterId, userCode: MANAGER })).json) as Record<string, unknown>;
    expect(answer).toMatchObject({ posterId: poster.posterId, posterUrl: poster.imageUrl, qrArea: poster.qrArea, cardArea: poster.cardArea });
    const link = new URL(String(answer.linkUrl));
    expect(link.protocol).toMatch(/^https?:$/);
    expect(link.pathname).toBe('/poster/poster-preview');
    expect(Object.fromEntries(link.searchParams)).toEqual({ posterId: poster.posterId, userCode: MANAGER });
  });

  it('leaves out a sharer who is not staff, and refuses a poster that does not exist', async () => {
    const sb = createTestSandbox();
    const poster = sb.store.state.posters[0];
    const answer = dataOf((await sb.call('whiteGetPosterUrl', { posterId: poster.posterId, userCode: 'nobody' })).json) as Record<string, unknown>;
    expect(new URL(String(answer.linkUrl)).searchParams.has('userCode')).toBe(false);
    expect((await sb.call('whiteGetPosterUrl', { posterId: 'PT0' })).json).toMatchObject({ status: 1, statusText: '海报不存在或已下架' });
  });
});
