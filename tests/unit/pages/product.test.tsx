/**
 * product pages against the sandbox: 产品库 (products by class and keyword, a tap opens the
 * product) and 产品详情 (copy the user's insure link, send it as a link card to the chat of the
 * customer the page was opened for).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

const open = (pageId: string, query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'manager', query, comId: COM, overrides });
const myCustomers = () => sandbox.store.state.customers.filter((x) => x.comId === COM && x.managerUserCode === MANAGER);

startEachTestFresh(sandbox);

describe('product/index', () => {
  it('lists every product with its starting premium, filters by class and keyword, and opens one for the customer', async () => {
    const h = await open('product/index', { custId: 'C9' });
    const { products, productClasses } = sandbox.store.state;
    expect(await screen.findByText(`共 ${products.length} 款产品`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText(`¥${products[0].premiumFrom} 起`).length).toBeGreaterThan(0);
    const cls = productClasses[2];
    const inClass = products.filter((p) => p.classCode === cls.classCode);
    await userEvent.click(screen.getByText('产品分类'));
    await userEvent.click(await within(screen.getByRole('region', { name: '产品分类' })).findByText(cls.className));
    expect(await screen.findByText(`共 ${inClass.length} 款产品`)).toBeInTheDocument();
    expect(h.called('queryProductList').at(-1)?.[1]).toMatchObject({ classCode: cls.classCode, keyword: '' });
    await userEvent.type(screen.getByPlaceholderText('搜索产品名称或保障内容'), '没有这种产品');
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    expect(await screen.findByText('没有找到相关产品，换个关键词试试')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('搜索产品名称或保障内容'));
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    await userEvent.click(await screen.findByText(inClass[0].productName));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/product/detail', { productCode: inClass[0].productCode, custId: 'C9' }, false]);
  });

  it('shows the error state with 重试 when the products cannot be loaded', async () => {
    await open('product/index', {}, { request: () => Promise.reject(new Error('网络异常，请稍后重试')) });
    expect(await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('product/detail', () => {
  it('shows the product and copies the user’s insure link', async () => {
    const product = sandbox.store.state.products[1];
    const h = await open('product/detail', { productCode: product.productCode });
    expect(await screen.findByText(product.description, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`${product.premiumFrom} 元起`)).toBeInTheDocument();
    expect(screen.getByText(product.riskCode)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复制投保链接' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toHaveLength(1));
    const link = new URL(String(h.rt.callsOf('copy')[0][0]));
    expect(link.pathname).toBe(`/external-insure-link/${product.productCode}`);
    expect(link.searchParams.get('userCode')).toBe(MANAGER);
    expect(h.called('getInsureUrl')[0][1]).toEqual({ productCode: product.productCode });
  });

  it("sends the insure link card only into the chat of the customer it was opened for", async () => {
    const product = sandbox.store.state.products[0];
    const [customer, other] = myCustomers();
    inChat({ entry: 'single_chat_tools', externalUserId: other.externalUserId });
    const h = await open('product/detail', { productCode: product.productCode, custId: customer.custId });
    await screen.findByText(product.description, {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '未发送' });
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);

    inChat({ entry: 'single_chat_tools', externalUserId: customer.externalUserId });
    await userEvent.click(screen.getByRole('button', { name: '发送给客户' }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: { link: string; title: string; desc: string; imgUrl: string } }];
    expect(message.msgtype).toBe('news');
    expect(message.news).toMatchObject({ title: product.productName, desc: product.description });
    expect(new URL(message.news.link).pathname).toBe(`/external-insure-link/${product.productCode}`);
    expect(message.news.imgUrl.endsWith(product.coverUrl)).toBe(true);
  });

  it('says so when the product does not exist', async () => {
    const h = await open('product/detail', { productCode: 'PRD0' });
    expect(await screen.findByText('产品不存在或已下架', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送给客户' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去产品库' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/product/index', {}, true]);
  });
});
