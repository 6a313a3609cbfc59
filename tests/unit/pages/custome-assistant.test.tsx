/**
 * home/custome-assistant against the sandbox: one customer's information summary, the sales-pitch
 * chat, the usage record; nothing of anyone without a customer id or for a customer the user may
 * not see.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const PAGE = 'home/custome-assistant';

const open = (query: Record<string, string> = {}): Promise<SandboxPage> => openSandboxPage(sandbox, PAGE, { persona: 'manager', comId: COM, query });
const mine = () => {
  const c = sandbox.store.state.customers.find((x) => x.comId === COM && x.managerUserCode === MANAGER);
  if (!c) throw new Error('seed: a customer of the manager');
  return c;
};

startEachTestFresh(sandbox, { resetStore: true });

describe('home/custome-assistant', () => {
  it("shows the customer's summary, records the use, and opens the customer's tools for that customer", async () => {
    const c = mine();
    const h = await open({ custId: c.custId });
    expect(await screen.findByText(new RegExp(`^${c.custName}，${c.gender === '1' ? '男' : '女'}，`), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getInformationSummary')[0][1]).toEqual({ custId: c.custId });
    await waitFor(() => expect(h.called('saveUsageRecord')).toHaveLength(1));
    expect(h.called('saveUsageRecord')[0][1]).toEqual({ functionCode: 'customerAssistant', custId: c.custId });
    await userEvent.click(screen.getByText('推荐产品'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/product/index', { custId: c.custId }, false]);
    await userEvent.click(screen.getByText('发送海报'));
    expect(h.rt.callsOf('navigate')[1]).toEqual(['/poster/select-poster-from-ui', { custId: c.custId }, false]);
  });

  it('answers a question about the customer with a sales pitch', async () => {
    const c = mine();
    const pitch = sandbox.store.state.salesPitches[1];
    const h = await open({ custId: c.custId });
    await screen.findByText('客户概况', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '销售话术' }));
    const question = `客户说${pitch.keywords[0]}怎么办`;
    await userEvent.type(await screen.findByPlaceholderText('输入客户的问题或场景', {}, { timeout: 8000 }), question);
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText(pitch.content, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getSalesPitch')[0][1]).toMatchObject({ question });
  });

  it("shows nothing of a customer the user may not see", async () => {
    const other = sandbox.store.state.customers.find((x) => x.comId !== COM);
    if (!other) throw new Error('seed: a customer of another company');
    await open({ custId: other.custId });
    expect(await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`^${other.custName}，`))).toBeNull();
  });

  it('without a customer id shows nothing and asks for a customer', async () => {
    const h = await open();
    expect(await screen.findByText('未选择客户', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getInformationSummary')).toHaveLength(0);
    expect(h.called('saveUsageRecord')).toHaveLength(0);
  });
});
