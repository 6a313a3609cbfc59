/**
 * poster pages against the sandbox: the gallery sends a poster to the chat as an image (uploaded
 * by its URL for a media id); the public preview shows the poster to an anonymous customer.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { pageLoaders } from 'virtual:schema/pages';
import { PageHarness, createFakeRuntime } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';
import { appServices } from '@/app/services';
import { dicts, loadDicts } from '@/app/schemaData';
import { setSystemComId } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';

const sandbox = startSandbox();
dropBrokenCss();
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
    expect(h.sheets[0]).toEqual(['续保季 · 老客户专享礼遇', [{ label: '生成专属海报' }, { label: '直接发送原图' }, { label: '预览分享页' }, { label: '收藏' }]]);
    expect(called(h, 'uploadPosterWithPosterUrl')[0][1]).toMatchObject({ posterId: 'PT5011', posterUrl: '/__sandbox/assets/poster-PT5011.svg' });
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; image: { mediaid: string } }];
    expect(message.msgtype).toBe('image');
    expect(message.image.mediaid).toMatch(/^[0-9a-f]{20,}$/);
    expect(h.rt.callsOf('confirm')).toEqual([[{ title: '发送到当前会话', content: `将发送给当前会话的客户“${contact.custName}”。`, okText: '发送' }]]);
  });
});

describe('poster/index composer', () => {
  it('opens the composer with the poster and the staff card for 生成专属海报', async () => {
    const h = await open('poster/index', {}, 0);
    await userEvent.click(await screen.findByRole('button', { name: '早续保 早安心' }, { timeout: 8000 }));
    expect(await screen.findByText('生成专属海报')).toBeInTheDocument();
    expect(screen.getByText('早续保 早安心')).toBeInTheDocument();
    await waitFor(() => expect(called(h, 'getPosterLinkUrl')).toHaveLength(1));
    expect(called(h, 'getPosterLinkUrl')[0][1]).toEqual({ posterId: 'PT5022' });
  });
});

describe('poster/poster-preview', () => {
  it('shows the poster to an anonymous customer without calling private calls', async () => {
    const mod = await pageLoaders['poster/poster-preview']();
    await Promise.all([widgetRegistry.preload(mod.widgets), loadDicts()]);
    setSystemComId(COM);
    const requests: string[] = [];
    const rt = createFakeRuntime({
      dicts,
      overrides: { request: (api, params, data) => (requests.push(api), appServices.request(api, params, data)), user: () => null },
    });
    render(<PageHarness page={mod} runtime={rt} query={{ comId: COM, posterId: 'PT5011', userCode: '11016688' }} />);
    expect(await screen.findByText('长按图片保存，或点击图片查看大图', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('中国人保财险')).toBeInTheDocument();
    expect(requests).toEqual(['whiteGetPosterUrl']);
  });
});
