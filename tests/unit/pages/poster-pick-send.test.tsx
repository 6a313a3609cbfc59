/**
 * 选择海报 (a picker returning the poster to the page that asked) and 发送海报 (compose one
 * poster as the user's own; a fresh share link; send the original image only into the chat of the
 * customer it was opened for).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

const open = (pageId: string, query: Record<string, string> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'manager', comId: COM, query });
const myCustomers = () => sandbox.store.state.customers.filter((x) => x.comId === COM && x.managerUserCode === MANAGER);

startEachTestFresh(sandbox, { resetStore: true });

describe('poster/select-poster-from-ui', () => {
  it.each([
    ['group-msg', '/poster/send-person-poster-group-msg'],
    ['batch', '/poster/send-person-poster-batch'],
    ['', '/poster/poster-config-send'],
    ['https://evil.example.com/', '/poster/poster-config-send'],
  ])('returns the tapped poster to the asker named by from=%s, and only to a page of the app', async (from, target) => {
    const h = await open('poster/select-poster-from-ui', from ? { from, custId: 'C7' } : { custId: 'C7' });
    const poster = sandbox.store.state.posters[1];
    await userEvent.click(await screen.findByRole('button', { name: poster.posterName }, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual([target, { posterId: poster.posterId, custId: 'C7' }, true]);
  });

  it('filters the posters by class on the server', async () => {
    const h = await open('poster/select-poster-from-ui');
    const cls = sandbox.store.state.posterClasses[1];
    await userEvent.click(await screen.findByRole('tab', { name: cls.className }, { timeout: 8000 }));
    await waitFor(() => expect(h.called('queryQwPosterMain').at(-1)?.[1]).toMatchObject({ classId: cls.classId }));
    const first = sandbox.store.state.posters.find((p) => p.classId === cls.classId);
    expect(await screen.findByRole('button', { name: first?.posterName })).toBeInTheDocument();
  });
});

describe('poster/poster-config-send', () => {
  it('shows the poster with its share link and asks for a fresh one on 换一个链接', async () => {
    const poster = sandbox.store.state.posters[0];
    const h = await open('poster/poster-config-send', { posterId: poster.posterId });
    expect(await screen.findByText(poster.posterName, {}, { timeout: 8000 })).toBeInTheDocument();
    const first = await screen.findByText(/^二维码链接：/);
    expect(first.textContent).toContain(`posterId=${poster.posterId}`);
    await userEvent.click(screen.getByRole('button', { name: '换一个链接' }));
    await waitFor(() => expect(h.called('posterChangeLink')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText(/^二维码链接：/).textContent).toMatch(/&s=/));
    expect(h.rt.callsOf('toast')).toContainEqual(['已更换二维码链接', 'success']);
  });

  it("sends the original poster only into the chat of the customer it was opened for", async () => {
    const poster = sandbox.store.state.posters[0];
    const [customer, other] = myCustomers();
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open('poster/poster-config-send', { posterId: poster.posterId, custId: customer.custId });
    await screen.findByText(poster.posterName, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送原图' }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '未发送' });
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);

    inChat({ entry: 'single_chat_tools', externalUserId: customer.externalUserId });
    await userEvent.click(screen.getByRole('button', { name: '发送原图' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    expect(h.called('uploadPosterWithPosterUrl').at(-1)?.[1]).toMatchObject({ posterId: poster.posterId, posterUrl: poster.imageUrl });
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; image: { mediaid: string } }];
    expect(message.msgtype).toBe('image');
    expect(sandbox.store.state.media.some((m) => m.mediaId === message.image.mediaid)).toBe(true);
  });

  it('without a poster offers the picker, which returns here', async () => {
    const h = await open('poster/poster-config-send', { custId: 'C7' });
    await userEvent.click(await screen.findByRole('button', { name: '选择海报' }, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/poster/select-poster-from-ui', { custId: 'C7' }, true]);
    expect(h.called('getPosterLinkUrl')).toHaveLength(0);
  });
});
