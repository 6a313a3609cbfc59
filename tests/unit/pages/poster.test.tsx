/**
 * poster pages against the sandbox: the gallery sends a poster to the chat as an image (uploaded
 * by its URL for a media id); 生成专属海报 puts the QR code in the poster's QR box and the card in
 * the room it leaves; the public share page shows an anonymous customer the poster with the share
 * link's QR code and the sharer's card, through open calls only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { pageLoaders } from 'virtual:schema/pages';
import { PageHarness, createFakeRuntime } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';
import { appServices } from '@/app/services';
import { dicts, loadPageDicts } from '@/app/schemaData';
import { setSystemComId } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { installCanvas, type CanvasRecord } from '../../../renderers/PosterComposer/testing/canvasStub';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const CONFIG = (): Record<string, unknown> => ({ wecomComId: COM, userComId: COM, frontUrl: 'https://wecom.example.cn/' });

interface Harness extends SandboxPage {
  sheets: unknown[][];
}

async function open(pageId: string, query: Record<string, string> = {}, sheetChoice = 0): Promise<Harness> {
  const sheets: unknown[][] = [];
  const h = await openSandboxPage(sandbox, pageId, {
    query,
    comId: COM,
    overrides: {
      config: CONFIG,
      actionSheet: async (...args) => {
        sheets.push(args);
        return sheetChoice;
      },
    },
  });
  return { ...h, sheets };
}

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

startEachTestFresh(sandbox);

describe('poster/index', () => {
  it("sends the original poster to the chat as an image message, after naming the chat's customer", async () => {
    const contact = sandbox.store.state.customers.find((c) => c.comId === COM);
    if (!contact) throw new Error('seed: a customer of the company');
    inChat({ entry: 'single_chat_tools', externalUserId: contact.externalUserId });
    const h = await open('poster/index', {}, 1);
    await userEvent.click(await screen.findByRole('button', { name: '续保季 · 老客户专享礼遇' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    expect(h.sheets[0]).toEqual(['续保季 · 老客户专享礼遇', [{ label: '生成专属海报' }, { label: '直接发送原图' }, { label: '预览分享页' }, { label: '群发给客户' }, { label: '批量发送给客户' }, { label: '分享设置' }, { label: '收藏' }]]);
    expect(called(h, 'uploadPosterWithPosterUrl')[0][1]).toMatchObject({ posterId: 'PT5011', posterUrl: '/__sandbox/assets/poster-PT5011.svg' });
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; image: { mediaid: string } }];
    expect(message.msgtype).toBe('image');
    expect(message.image.mediaid).toMatch(/^[0-9a-f]{20,}$/);
    expect(h.rt.callsOf('confirm')).toEqual([[{ title: '发送到当前会话', content: `将发送给当前会话的客户“${contact.custName}”。`, okText: '发送' }]]);
  });
});

/** The canvas stub's posters are 800 px wide: the templates' 750-wide areas scale by 800 / 750. */
const SCALE = 800 / 750;
type Box = { x: number; y: number; w: number; h: number };
const scaled = (a: { x: number; y: number; size?: number; width?: number; height?: number }): Box => ({
  x: a.x * SCALE, y: a.y * SCALE, w: (a.size ?? a.width ?? 0) * SCALE, h: (a.size ?? a.height ?? 0) * SCALE,
});
const within = (x: number, y: number, b: Box): boolean => x >= b.x - 0.01 && x <= b.x + b.w + 0.01 && y >= b.y - 0.01 && y <= b.y + b.h + 0.01;
/** The QR code was drawn into the box: its white, then over a hundred modules inside it. */
function expectQrIn(record: CanvasRecord, box: Box): void {
  const [white, ...modules] = record.rects;
  expect(white).toEqual([box.x, box.y, box.w, box.h]);
  expect(modules.length).toBeGreaterThan(100);
  for (const [x, y] of modules) expect(within(x, y, box)).toBe(true);
}

describe('poster/index composer', () => {
  let canvas: { record: CanvasRecord; restore(): void } | null = null;
  afterEach(() => {
    canvas?.restore();
    canvas = null;
  });

  it('opens the composer with the poster and the staff card for 生成专属海报', async () => {
    const h = await open('poster/index', {}, 0);
    await userEvent.click(await screen.findByRole('button', { name: '早续保 早安心' }, { timeout: 8000 }));
    expect(await screen.findByText('生成专属海报')).toBeInTheDocument();
    expect(screen.getByText('早续保 早安心')).toBeInTheDocument();
    await waitFor(() => expect(called(h, 'getPosterLinkUrl')).toHaveLength(1));
    expect(called(h, 'getPosterLinkUrl')[0][1]).toEqual({ posterId: 'PT5022' });
  });

  it('puts the QR code in the poster\'s own QR box and the card in the room the poster leaves, not over its QR panel', async () => {
    canvas = installCanvas();
    const poster = sandbox.store.state.posters.find((p) => p.posterId === 'PT5022');
    if (!poster) throw new Error('no poster PT5022');
    const h = await open('poster/index', {}, 0);
    await userEvent.click(await screen.findByRole('button', { name: poster.posterName }, { timeout: 8000 }));
    await waitFor(() => expect(called(h, 'getPosterLinkUrl')).toHaveLength(1));
    // Composed again once the link and the card have come in.
    await waitFor(() => expect(canvas?.record.fillText).toContain('赵立新'), { timeout: 8000 });
    await waitFor(() => expect(canvas?.record.rects.length).toBeGreaterThan(100), { timeout: 8000 });
    const record = canvas.record;
    // The poster is composed again as the link and the card come in: only the last composition
    // counts, from its card's first line and its QR box's white.
    const lastWhite = record.rects.map(([, , w, hh]) => w === hh && w > 100).lastIndexOf(true);
    const last: CanvasRecord = { ...record, texts: record.texts.slice(record.texts.map((t) => t.text).lastIndexOf('赵立新')), rects: record.rects.slice(lastWhite) };
    expectQrIn(last, scaled(poster.qrArea));
    const card = scaled(poster.cardArea);
    expect(last.texts.map((t) => t.text)).toEqual(['赵立新', '客户经理', '电话 13911028866', '北京市朝阳支公司']);
    for (const t of last.texts) expect(within(t.x, t.y, card), t.text).toBe(true);
  });
});

describe('poster/poster-preview', () => {
  let canvas: { record: CanvasRecord; restore(): void } | null = null;
  afterEach(() => {
    canvas?.restore();
    canvas = null;
  });

  async function openAnonymously(query: Record<string, string>): Promise<string[]> {
    const mod = await pageLoaders['poster/poster-preview']();
    await Promise.all([widgetRegistry.preload(mod.widgets), loadPageDicts(mod)]);
    setSystemComId(COM);
    const requests: string[] = [];
    const rt = createFakeRuntime({
      dicts,
      overrides: { request: (api, params, data) => (requests.push(api), appServices.request(api, params, data)), user: () => null },
    });
    render(<PageHarness page={mod} runtime={rt} query={{ comId: COM, ...query }} />);
    return requests;
  }

  it('shows an anonymous customer the poster with the share link\'s QR code and the sharer\'s card, through open calls only', async () => {
    canvas = installCanvas();
    const poster = sandbox.store.state.posters.find((p) => p.posterId === 'PT5011');
    if (!poster) throw new Error('no poster PT5011');
    const requests = await openAnonymously({ posterId: 'PT5011', userCode: '11016688' });
    expect(await screen.findByText('赵立新 · 客户经理', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('电话 13911028866')).toBeInTheDocument();
    expect(screen.getByAltText('企业微信二维码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拨打电话' })).toBeInTheDocument();
    expect(screen.queryByText('中国人保财险')).toBeNull();
    expect(screen.queryByRole('button', { name: '发送给客户' })).toBeNull();
    // The poster itself: the share link's QR code in its QR box, the sharer's card in its card area.
    await waitFor(() => expect(canvas?.record.fillText).toContain('赵立新'), { timeout: 8000 });
    expect(await screen.findByAltText('海报预览')).toBeInTheDocument();
    expectQrIn(canvas.record, scaled(poster.qrArea));
    for (const t of canvas.record.texts) expect(within(t.x, t.y, scaled(poster.cardArea)), t.text).toBe(true);
    expect([...requests].sort()).toEqual(['whiteGetPosterUrl', 'whiteQueryShareManagerInfo']);
  });

  it('without a sharer in the link shows the poster with its QR code and the company instead of a card', async () => {
    canvas = installCanvas();
    const requests = await openAnonymously({ posterId: 'PT5011' });
    expect(await screen.findByText('中国人保财险', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByAltText('海报预览', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(canvas.record.rects.length).toBeGreaterThan(100);
    expect(canvas.record.fillText).toEqual([]);
    expect(requests).toEqual(['whiteGetPosterUrl']);
  });

  it('says so when the poster no longer exists', async () => {
    await openAnonymously({ posterId: 'PT0', userCode: '11016688' });
    expect(await screen.findByText('海报不存在或已下架', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByAltText('海报预览')).toBeNull();
  });
});
