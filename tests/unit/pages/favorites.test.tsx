/**
 * favorites/favorite-list against the sandbox: the user's favoured recommended scripts, newest
 * first; search, copy, send to the chat (asking first about placeholders) and 取消收藏 (confirm,
 * deleteFavorite, the list reloads without it).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getUserInfo } from '@/session';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, pageOpener, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const open = pageOpener(sandbox, COM);

interface Fav {
  favoriteId: string;
  title: string;
  content: string;
  createTime: string;
}

/** The logged-in user's favoured scripts in the store, newest first. */
function myFavourites(): Fav[] {
  const { state } = sandbox.store;
  const userCode = getUserInfo()?.userCode;
  return state.favorites
    .filter((f) => f.userCode === userCode && f.favoriteType === 'patter')
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.favoriteId.localeCompare(a.favoriteId))
    .map((f) => {
      const s = state.scripts.find((x) => x.patterId === f.targetId);
      return { favoriteId: f.favoriteId, title: s?.title ?? '', content: s?.content ?? '', createTime: f.createTime };
    });
}

/** Opens the page as the manager; the row's action sheet picks the option labelled `pick`. */
const openWith = (pick: string, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> => {
  const picked: unknown[][] = [];
  return openSandboxPage(sandbox, 'favorites/favorite-list', {
    persona: 'manager',
    comId: COM,
    overrides: {
      actionSheet: async (...args) => {
        picked.push(args);
        const [, labels] = args;
        const i = labels.findIndex((l) => l.label === pick);
        return i < 0 ? null : i;
      },
      ...overrides,
    },
  }).then((h) => ({ ...h, rt: { ...h.rt, callsOf: (kind: string) => (kind === 'actionSheet' ? picked : h.rt.callsOf(kind)) } }));
};

/** The card (Section) of a favourite, found by its title. */
const cardOf = (title: string): Promise<HTMLElement> => screen.findByRole('region', { name: title }, { timeout: 8000 });

startEachTestFresh(sandbox, { resetStore: true });

describe('favorites/favorite-list', () => {
  it('lists the favoured scripts newest first, in full, with their count', async () => {
    await open('favorites/favorite-list', 'manager');
    expect(await screen.findByText('共 4 条收藏话术', {}, { timeout: 8000 })).toBeInTheDocument();
    const favs = myFavourites();
    expect(favs).toHaveLength(4);
    const titles = favs.map((f) => screen.getByText(f.title));
    for (let i = 1; i < titles.length; i++) {
      expect(titles[i - 1].compareDocumentPosition(titles[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    for (const f of favs) expect(screen.getByText(f.content)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`^收藏于 ${favs[0].createTime.slice(0, 10)}`)).length).toBeGreaterThan(0);
  });

  it('copies a script from the row action sheet', async () => {
    const h = await openWith('复制话术');
    const [first] = myFavourites();
    await userEvent.click(await cardOf(first.title));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[first.content]]));
    expect(h.rt.callsOf('actionSheet')[0]).toEqual([first.title, [{ label: '复制话术' }, { label: '发送给客户' }, { label: '取消收藏', danger: true }]]);
    expect(h.rt.callsOf('toast')).toContainEqual(['话术已复制', 'success']);
  });

  it("asks before sending a script with placeholders, then, naming the chat's customer, sends it as text to the chat", async () => {
    const contact = sandbox.store.state.customers.find((c) => c.comId === COM);
    if (!contact) throw new Error('seed: a customer of the company');
    inChat({ entry: 'single_chat_tools', externalUserId: contact.externalUserId });
    const h = await openWith('发送给客户');
    const [first] = myFavourites();
    expect(first.content).toContain('{');
    await userEvent.click(await cardOf(first.title));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [options] = h.rt.callsOf('confirm')[0] as [{ title: string; content: string; okText: string }];
    expect(options).toMatchObject({ title: '发送话术', okText: '仍然发送' });
    expect(options.content).toContain('{客户称呼}');
    expect(h.rt.callsOf('confirm')[1]).toEqual([{ title: '发送到当前会话', content: `将发送给当前会话的客户“${contact.custName}”。`, okText: '发送' }]);
    expect(h.rt.callsOf('sendToChat')[0]).toEqual([{ msgtype: 'text', text: { content: first.content } }]);
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
  });

  it('does not send when the user declines the placeholder warning', async () => {
    const h = await openWith('发送给客户', { confirm: async () => false });
    const [first] = myFavourites();
    await userEvent.click(await cardOf(first.title));
    await waitFor(() => expect(h.rt.callsOf('actionSheet')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it('removes a favourite after confirming, and the list reloads without it', async () => {
    const h = await openWith('取消收藏');
    const [first, second] = myFavourites();
    await userEvent.click(await cardOf(first.title));
    await waitFor(() => expect(screen.queryByRole('region', { name: first.title })).not.toBeInTheDocument());
    expect(h.rt.callsOf('confirm')[0]).toEqual([{ title: '取消收藏', content: `确定将“${first.title}”从我的收藏中移除吗？`, okText: '移除' }]);
    expect(h.called('deleteFavorite')[0][1]).toMatchObject({ favoriteId: first.favoriteId });
    expect(h.rt.callsOf('toast')).toContainEqual(['已取消收藏', 'success']);
    expect(await screen.findByText('共 3 条收藏话术')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: second.title })).toBeInTheDocument();
    expect(myFavourites().map((f) => f.favoriteId)).not.toContain(first.favoriteId);
  });

  it('keeps the favourite when the user cancels the confirm', async () => {
    const h = await openWith('取消收藏', { confirm: async () => false });
    const [first] = myFavourites();
    await userEvent.click(await cardOf(first.title));
    await waitFor(() => expect(h.rt.callsOf('actionSheet')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(h.called('deleteFavorite')).toHaveLength(0);
    expect(myFavourites()).toHaveLength(4);
    expect(screen.getByRole('region', { name: first.title })).toBeInTheDocument();
  });

  it('searches the favourites by keyword', async () => {
    const h = await open('favorites/favorite-list', 'manager');
    const [first, ...others] = myFavourites();
    await cardOf(first.title);
    await userEvent.type(screen.getByPlaceholderText('搜索收藏的话术标题或内容'), first.title);
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    await waitFor(() => expect(h.called('queryPatterType3HasFavorites').some(([, p]) => p.keyword === first.title)).toBe(true));
    expect(await screen.findByText(`“${first.title}” 共 1 条收藏话术`)).toBeInTheDocument();
    for (const f of others) expect(screen.queryByRole('region', { name: f.title })).not.toBeInTheDocument();
  });

  it('shows an empty state to a user without favourites', async () => {
    await open('favorites/favorite-list', 'newcomer');
    expect(await screen.findByText('还没有收藏的话术', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/条收藏话术/)).not.toBeInTheDocument();
    // The list's empty illustration loads after the text: let it arrive before the test ends.
    await waitFor(() => expect(document.querySelector('.ant-empty')).not.toBeNull(), { timeout: 8000 });
  });
});
