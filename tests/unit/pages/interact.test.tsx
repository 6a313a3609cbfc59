/**
 * interact pages against the sandbox, as the Beijing manager: the detail of one customer's reading
 * of a shared article (the article's figures, the customer's visits with this one marked) and its
 * ways on to the customer and the article.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

const open = (query: Record<string, string>): Promise<SandboxPage> =>
  openSandboxPage(sandbox, 'interact/interact-details', { persona: 'manager', comId: COM, query });

/** The manager's first identified reading, and what the page should show about it. */
function aReading() {
  const s = sandbox.store.state;
  const read = s.newsAccess.find((a) => a.userCode === MANAGER && a.custId && a.unionId);
  if (!read) throw new Error('no identified reading in the seed');
  const article = s.articles.find((a) => a.newsId === read.newsId);
  if (!article) throw new Error('no article');
  const visits = s.newsAccess.filter((a) => a.unionId === read.unionId);
  return { read, article, visits };
}

startEachTestFresh(sandbox, { resetStore: true });

describe('interact/interact-details', () => {
  it("shows the customer's reading, the article's figures and the customer's visits, this one marked", async () => {
    const { read, article, visits } = aReading();
    const h = await open({ newsId: read.newsId, custId: read.custId, unionId: read.unionId, accessId: read.accessId });
    expect(await screen.findByText(`${read.visitorName} 阅读了文章`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`《${article.title}》`)).toBeInTheDocument();
    expect(h.called('mpNewsInteraction')[0][1]).toEqual({ newsId: read.newsId, custId: read.custId });
    expect(h.called('qryVisitInfoByUnionId')[0][1]).toEqual({ unionId: read.unionId });
    expect(await screen.findByText(/^共 \d+ 次，最近/)).toHaveTextContent(`共 ${visits.length} 次`);
    const marks = screen.getAllByText('本次互动');
    expect(marks).toHaveLength(1);
    const row = marks[0].closest('[role="listitem"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    expect(within(row).getByText(article.title)).toBeInTheDocument();
    expect(document.querySelectorAll('.w-statgrid__value')[0].textContent).toContain(String(article.readCount));
  });

  it('opens the customer and the article', async () => {
    const { read } = aReading();
    const h = await open({ newsId: read.newsId, custId: read.custId, unionId: read.unionId, accessId: read.accessId });
    await screen.findByText(`${read.visitorName} 阅读了文章`, {}, { timeout: 8000 });
    const customer = sandbox.store.state.customers.find((c) => c.custId === read.custId);
    await userEvent.click(screen.getByRole('button', { name: '查看客户详情' }));
    await userEvent.click(screen.getByRole('button', { name: '阅读文章' }));
    expect(h.rt.callsOf('navigate')).toEqual([
      ['/customer-info/customerInfo-detail', { custId: read.custId, encryptCustId: customer?.encryptCustId }, false],
      ['/news/news-detail', { newsId: read.newsId, shareUserCode: MANAGER }, false],
    ]);
  });

  it('without a reading to show, leads to the access history', async () => {
    const h = await open({});
    expect(await screen.findByText('未指定互动记录', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('mpNewsInteraction')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '去客户访问记录' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/news/customer-access-history', {}, true]]);
  });
});
