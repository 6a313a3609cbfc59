/**
 * 海报群发 and 海报批量发送: the article send pages shown by the poster routes (route variants,
 * props.kind 'poster'): the poster is sent as an image attachment of a task group message to the
 * filtered or picked customers; no article send is recorded.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const CONFIG = (): Record<string, unknown> => ({ wecomComId: COM, userComId: COM, frontUrl: 'https://wecom.example.cn/' });

const open = (pageId: string, route: string, query: Record<string, string> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'manager', comId: COM, route, query, overrides: { config: CONFIG } });

const poster = () => sandbox.store.state.posters[0];

startEachTestFresh(sandbox, { resetStore: true });

describe('poster group send (news/send-person-news-group-msg as SendPersonPosterGroupMsg)', () => {
  it('group-sends the poster as an image to the filtered customers, then shows the delivery', async () => {
    const p = poster();
    const h = await open('news/send-person-news-group-msg', 'SendPersonPosterGroupMsg', { posterId: p.posterId });
    await screen.findByText(/共 \d+ 位客户/, {}, { timeout: 8000 });
    const total = Number(/共 (\d+) 位客户/.exec(document.body.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(screen.getAllByText(p.posterName).length).toBeGreaterThan(0);
    expect(screen.queryByText('单独发送')).toBeNull();
    expect(h.called('queryNewsContent')).toHaveLength(0);
    expect(h.called('queryTmTQwPosterMainById')[0][1]).toEqual({ posterId: p.posterId });
    await userEvent.click(screen.getByRole('button', { name: '群发给客户' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确认把《${p.posterName}》群发给 ${total} 位客户？筛选：全部客户（未设置筛选条件）` });
    const [, params] = h.called('sendTaskGroupMsg')[0];
    expect(params).toMatchObject({ msgType: '0', title: p.posterName, posterId: p.posterId, content: '' });
    expect(params.custIds).toHaveLength(total);
    expect((params.attachments as Array<Record<string, string>>)[0]).toEqual({
      msgtype: 'image',
      title: p.posterName,
      url: `https://wecom.example.cn/.${p.imageUrl}`,
      picUrl: `https://wecom.example.cn/.${p.imageUrl}`,
    });
    expect(h.called('sendMpNews')).toHaveLength(0);
    const msg = sandbox.store.state.groupMsgs[0];
    expect(msg).toMatchObject({ title: p.posterName, attachments: [{ msgtype: 'image', title: p.posterName }] });
    expect(h.rt.callsOf('toast').some(([m]) => String(m).startsWith('海报群发已提交'))).toBe(true);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/group-msg/group-msg-customer-list', { msgId: msg.msgId }, true]);
  });

  it('without a poster asks to pick one, returning here', async () => {
    const h = await open('news/send-person-news-group-msg', 'SendPersonPosterGroupMsg');
    expect(await screen.findByText('未选择海报', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('weixinCustMainQuery')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '选择海报' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/poster/select-poster-from-ui', { from: 'group-msg' }, true]);
  });
});

describe('poster batch send (news/send-person-news-batch as SendPersonPosterBatch)', () => {
  it('sends the poster to the picked customers', async () => {
    const p = poster();
    const h = await open('news/send-person-news-batch', 'SendPersonPosterBatch', { posterId: p.posterId });
    await screen.findByText('选择客户', {}, { timeout: 8000 });
    await userEvent.click(await screen.findByRole('combobox', {}, { timeout: 8000 }));
    await userEvent.click(await screen.findByTitle('张伟', {}, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: '发送给所选客户' }));
    await waitFor(() => expect(h.called('sendTaskGroupMsg')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确认把《${p.posterName}》发送给所选的 1 位客户？` });
    const [, params] = h.called('sendTaskGroupMsg')[0];
    expect(params).toMatchObject({ posterId: p.posterId, custIds: ['1160261336876265'] });
    expect((params.attachments as Array<Record<string, string>>)[0]).toMatchObject({ msgtype: 'image' });
    expect(sandbox.store.state.groupMsgs[0].custIds).toEqual(['1160261336876265']);
    expect(h.called('sendMpNews')).toHaveLength(0);
  });
});
