// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface ScheduleEntry {
  title: string;
  time: string;
  description: string;
  status: 'done' | 'current' | 'pending';
}
interface ClaimRow {
  registNo: string;
  custId: string;
  encryptCustId: string;
  reportTime: string;
  status: string;
  statusName: string;
  handlerMobile: string;
  schedule: ScheduleEntry[];
}

describe('claim servlet: a customer claims and one claim schedule', () => {
  it('lists the customer claims newest report first, each with its schedule', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const custId = '1143827748278972';
    const rows = dataOf((await sb.call('claimInterfServlet', { method: 'queryClaimList', custId }, { token })).json) as ClaimRow[];
    const own = sb.store.state.claims.filter((c) => c.custId === custId);
    expect(rows.map((r) => r.registNo).sort()).toEqual(own.map((c) => c.registNo).sort());
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0].reportTime > rows[1].reportTime).toBe(true);
    expect(rows[0].encryptCustId).toBe(sb.store.state.customers.find((c) => c.custId === custId)?.encryptCustId);
    expect(rows[0].handlerMobile).toMatch(/^\d{3,4}\*{4}\d{3,4}$/);
    // A closed claim: every node done, with who did it and what they noted.
    expect(rows[0].schedule.map((e) => e.status)).toEqual(Array(7).fill('done'));
    expect(rows[0].schedule[0]).toMatchObject({ title: '报案受理', description: '95518客服：客户电话报案，已受理' });
  });

  it('an open claim is current at its node, later nodes pending without time', async () => {
    const sb = createTestSandbox();
    const open = sb.store.state.claims.find((c) => c.steps.some((s) => !s.done));
    if (!open) throw new Error('the seed has no open claim');
    const claim = dataOf((await sb.call('claimInterfServlet', { method: 'queryClaimDetail', registNo: open.registNo })).json) as ClaimRow;
    const at = open.steps.findIndex((s) => s.node === open.status);
    expect(claim.schedule[at]).toMatchObject({ title: open.steps[at].nodeName, status: 'current' });
    expect(claim.schedule.slice(0, at).every((e) => e.status === 'done')).toBe(true);
    expect(claim.schedule.slice(at + 1).every((e) => e.status === 'pending' && e.time === '' && e.description === '')).toBe(true);
  });

  it('refuses an unknown registration number', async () => {
    const sb = createTestSandbox();
    const r = await sb.call('claimInterfServlet', { method: 'queryClaimDetail', registNo: 'RDAA0000000000000000' });
    const body = r.json as { status: number; statusText: string };
    expect(body.status).not.toBe(0);
    expect(body.statusText).toBe('未查询到该理赔案件，请核对报案号');
  });

  it('getClaimManager names the claims advisor with the WeCom user id a chat opens with', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const claim = sb.store.state.claims.find((c) => c.custId === '1143827748278972');
    const contact = dataOf((await sb.call('getClaimManager', { registNo: claim?.registNo }, { token })).json) as Record<string, string>;
    const advisor = sb.store.state.staff.find((s) => s.userCode === contact.claimAdvisorCode);
    expect(contact.handlerName).toBe(claim?.handlerName);
    expect(advisor?.managerRecord?.recordType).toBe('2');
    expect(contact.claimAdvisorUserId).toBe(advisor?.userId);
  });
});
