/**
 * common/gift-service against the sandbox (issue 23): the services given to one of the manager's
 * customers; nothing without a customer, and another manager's customer is not answered.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { agreementsOf } from '@sandbox/seed/specialAgreements';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const COM = '11000000';
const MANAGER = '11016688';

startEachTestFresh(sandbox);

const customerOf = (owner: (code: string) => boolean) => {
  const c = sandbox.store.state.customers.find((x) => x.comId === COM && owner(x.managerUserCode) && !sandbox.store.state.bindings.some((b) => b.custId === x.custId && b.userCode === MANAGER));
  if (!c) throw new Error('no such customer');
  return c;
};

describe('common/gift-service', () => {
  it("shows the packs given to my customer with what is left of each, and the packs on offer", async () => {
    const own = sandbox.store.state.customers.find((x) => x.managerUserCode === MANAGER);
    if (!own) throw new Error('no customer of the manager');
    const h = await openSandboxPage(sandbox, 'common/gift-service', { comId: COM, query: { custId: own.custId } });
    expect(await screen.findByText(`${own.custName} 的赠送服务`, {}, { timeout: 8000 })).toBeInTheDocument();
    const packs = sandbox.store.state.servicePacks.filter((p) => p.comCode === COM && p.status === '1' && p.vehicle).slice(0, 3);
    await waitFor(() => expect(screen.getByText(`共 ${packs.length} 个服务包`)).toBeInTheDocument());
    const first = packs[0].items[0];
    expect(screen.getAllByText(new RegExp(`${first.itemName} 剩余\\d+/${first.times}次`)).length).toBeGreaterThan(0);
    expect(h.called('queryAddedService')[0][1]).toMatchObject({ custId: own.custId });
    expect(h.called('getAddedService')[0][1]).toMatchObject({ custId: own.custId });
  });

  it('asks where to start without a customer and calls nothing', async () => {
    const h = await openSandboxPage(sandbox, 'common/gift-service', { comId: COM });
    expect(await screen.findByText('未指定客户', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.requests.filter(([api]) => api === 'queryAddedService' || api === 'getAddedService')).toEqual([]);
  });

  it("refuses another branch's customer", async () => {
    const branch = new Set(sandbox.store.state.staff.filter((s) => s.comCode === '11010500').map((s) => s.userCode));
    const other = customerOf((code) => !branch.has(code));
    await openSandboxPage(sandbox, 'common/gift-service', { comId: COM, query: { custId: other.custId } });
    expect(await screen.findByText('未查询到客户信息', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('已赠送')).toBeNull();
  });
});

describe('common/risk-engage-list', () => {
  it("lists the special agreements of my customer's policy", async () => {
    const own = new Set(sandbox.store.state.customers.filter((x) => x.managerUserCode === MANAGER).map((c) => c.custId));
    const policy = sandbox.store.state.policies.find((p) => own.has(p.custId) && p.vehicle);
    if (!policy) throw new Error('no vehicle policy of the manager');
    const expected = agreementsOf(policy);
    const h = await openSandboxPage(sandbox, 'common/risk-engage-list', { comId: COM, query: { policyNo: policy.policyNo } });
    expect(await screen.findByText(`共 ${expected.length} 条`, {}, { timeout: 8000 })).toBeInTheDocument();
    expected.forEach((c, i) => expect(screen.getByText(`${i + 1}. ${c.title}（${c.clauseCode}）`)).toBeInTheDocument());
    expect(screen.getByText(policy.insuredName)).toBeInTheDocument();
    expect(h.called('querySpecialAgreement')[0][1]).toMatchObject({ policyNo: policy.policyNo });
  });

  it("refuses another branch's policy, and asks where to start without a number", async () => {
    const branch = new Set(sandbox.store.state.staff.filter((s) => s.comCode === '11010500').map((s) => s.userCode));
    const other = customerOf((code) => !branch.has(code));
    const policy = sandbox.store.state.policies.find((p) => p.custId === other.custId);
    if (!policy) throw new Error('no policy of that customer');
    await openSandboxPage(sandbox, 'common/risk-engage-list', { comId: COM, query: { policyNo: policy.policyNo } });
    expect(await screen.findByText('未查询到保单信息', {}, { timeout: 8000 })).toBeInTheDocument();
    const h = await openSandboxPage(sandbox, 'common/risk-engage-list', { comId: COM });
    expect(await screen.findByText('未指定保单', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('querySpecialAgreement')).toEqual([]);
  });
});
