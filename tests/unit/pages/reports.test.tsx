/**
 * Report pages against the sandbox (issue 23), as the Beijing manager (赵立新, 北京市朝阳支公司):
 * the report list, the personal report and bulletin (one page, two routes), the team bulletin and
 * the ranking reports (个人业绩排名 and 双绑率报表, one page, two routes). Expected figures are
 * computed from the sandbox state at the test clock, never written down.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { formatMoney } from '@/lib';
import { RequestError } from '@/request/errors';
import { appServices } from '@/app/services';
import { branchRanking, ranking, staffStats, statWindow } from '@sandbox/handlers/reports';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const BRANCH = '11010500';

startEachTestFresh(sandbox);

const open = (pageId: string, options: Parameters<typeof openSandboxPage>[2] = {}): Promise<SandboxPage> => openSandboxPage(sandbox, pageId, { comId: COM, ...options });
const me = () => {
  const s = sandbox.store.state.staff.find((x) => x.userCode === MANAGER);
  if (!s) throw new Error('no manager');
  return s;
};
const win = (period: string) => statWindow(period, Date.now());
const pct = (n: number): string => `${formatMoney(n, 2)}%`;

function stat(label: string): string {
  const el = [...document.querySelectorAll('.w-statgrid__label')].find((e) => e.textContent === label);
  if (!el) throw new Error(`no statistic ${label}`);
  return el.parentElement?.querySelector('.w-statgrid__value')?.textContent ?? '';
}
const rows = (): string[] =>
  [...document.querySelectorAll('.w-rankinglist__row')].map((r) =>
    [r.querySelector('.w-rankinglist__rank')?.textContent, r.querySelector('.w-rankinglist__name')?.textContent, r.querySelector('.w-rankinglist__value')?.textContent].join(' '),
  );

describe('customer-info/reportlist', () => {
  it('lists the reports and opens the one tapped', async () => {
    const h = await open('customer-info/reportlist');
    for (const name of ['个人报表', '个人简报', '数据看板', '个人业绩排名', '双绑率报表', '绑定率排名', '续保率排名', '团队简报']) {
      expect(await screen.findByText(name, {}, { timeout: 8000 })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByText('团队简报'));
    await userEvent.click(screen.getByText('双绑率报表'));
    expect(h.rt.callsOf('navigate').map((c) => c[0])).toEqual(['/report/group-report', '/customer-info/bindreport']);
  });
});

describe('customer-info/person-report', () => {
  it('个人报表 shows my real-time figures and switches the period', async () => {
    const h = await open('customer-info/person-report', { route: 'CustomerInfoPersonReport' });
    const now = staffStats(sandbox.store.state, me(), Date.now(), win('now'));
    expect(await screen.findByText(`统计截至 ${win('now').statDate}，近 12 个月自 ${win('now').startDate} 起`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryCustManagerPersonalIndicators')[0][1]).toEqual({ period: 'now' });
    expect(h.called('getReportAnalyze')).toEqual([]);
    expect(stat('名下客户')).toBe(`${now.customerCount}位`);
    expect(stat('续保率')).toBe(pct(now.renewalRate));
    expect(stat('签单保费（元）')).toBe(formatMoney(now.premium));
    expect(screen.getAllByText('月度签单保费').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('tab', { name: '上季末' }));
    const quarter = staffStats(sandbox.store.state, me(), Date.now(), win('quarter'));
    await screen.findByText(`统计截至 ${win('quarter').statDate}，近 12 个月自 ${win('quarter').startDate} 起`, {}, { timeout: 8000 });
    expect(h.called('queryCustManagerPersonalIndicators').at(-1)?.[1]).toEqual({ period: 'quarter' });
    await waitFor(() => expect(stat('签单保费（元）')).toBe(formatMoney(quarter.premium)));
  });

  it("个人简报 starts at last month's end with the bulletin's reading of the same figures", async () => {
    const h = await open('customer-info/person-report', { route: 'ReportPersonReport' });
    const month = staffStats(sandbox.store.state, me(), Date.now(), win('month'));
    expect(await screen.findByText(`个人简报 · 统计截至 ${win('month').statDate}，近 12 个月自 ${win('month').startDate} 起`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getReportAnalyze')[0][1]).toEqual({ period: 'month' });
    expect(await screen.findByText(new RegExp(`续保率${month.renewalRate}%，近一年保费${month.premium}元`), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(stat('续保率')).toBe(pct(month.renewalRate));
    expect(screen.queryAllByText('月度签单保费')).toEqual([]);
  });

  it('shows the server’s message when the figures cannot be read', async () => {
    await open('customer-info/person-report', {
      route: 'CustomerInfoPersonReport',
      overrides: {
        request: (api, params, data) =>
          api === 'queryCustManagerPersonalIndicators' ? Promise.reject(new RequestError('answer', '系统繁忙，请稍后重试', { apiId: api, status: 1 })) : appServices.request(api, params, data),
      },
    });
    expect(await screen.findByText('系统繁忙，请稍后重试', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('客户与续保')).toBeNull();
  });
});

describe('report/group-report', () => {
  it("shows my institution's figures at last month's end and its staff by premium, me highlighted", async () => {
    const h = await open('report/group-report');
    const w = win('month');
    const team = branchRanking(sandbox.store.state, COM, 'bindingRate', Date.now(), w).find((b) => b.comCode === BRANCH);
    const members = ranking(sandbox.store.state, COM, 'premium', Date.now(), { win: w, comCode: BRANCH });
    expect(await screen.findByText('北京市朝阳支公司 · 团队简报', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(stat('团队人数')).toBe(`${team?.staffCount}人`);
    expect(stat('绑定率')).toBe(pct(team?.bindingRate ?? -1));
    expect(h.called('queryPerformanceRank').map((c) => c[1])).toEqual(
      expect.arrayContaining([expect.objectContaining({ level: 'staff', comCode: BRANCH, period: 'month' }), expect.objectContaining({ level: 'branch', period: 'month' })]),
    );
    await waitFor(() => expect(rows()).toEqual(members.map((m) => `${m.rank} ${m.userName}${m.userCode === MANAGER ? '我' : ''} ${formatMoney(m.premium)}`)));
  });
});

describe('customer-info/person-performance-rank-report', () => {
  it('个人业绩排名 ranks the province staff by premium, and branches on the other tab', async () => {
    const h = await open('customer-info/person-performance-rank-report', { route: 'PersonPerformanceRankReport' });
    const staff = ranking(sandbox.store.state, COM, 'premium', Date.now(), { win: win('now') });
    expect(await screen.findByText('我的保费', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(staff.map((m) => `${m.rank} ${m.userName}${m.userCode === MANAGER ? '我' : ''} ${formatMoney(m.premium)}`)));
    expect(h.called('calculationBindingRate')).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: '机构排名' }));
    expect(await screen.findByText('本机构保费')).toBeInTheDocument();
    const branches = branchRanking(sandbox.store.state, COM, 'premium', Date.now(), win('now'));
    await waitFor(() => expect(rows()).toEqual(branches.map((b) => `${b.rank} ${b.comName}${b.comCode === BRANCH ? '我' : ''} ${formatMoney(b.premium)}`)));
    expect(h.called('queryPerformanceRank').at(-1)?.[1]).toMatchObject({ level: 'branch', period: 'now' });
  });

  it('双绑率报表 ranks by binding rate from the link’s period', async () => {
    const h = await open('customer-info/person-performance-rank-report', { route: 'Bindreport', query: { period: 'month' } });
    const staff = ranking(sandbox.store.state, COM, 'bindingRate', Date.now(), { win: win('month') });
    const mine = staff.find((s) => s.userCode === MANAGER);
    expect(await screen.findByText('我的双绑率', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('calculationBindingRate')[0][1]).toMatchObject({ level: 'staff', period: 'month' });
    expect(h.called('queryPerformanceRank')).toEqual([]);
    await waitFor(() => expect(stat('双绑率')).toBe(pct(mine?.bindingRate ?? -1)));
    expect(stat('排名')).toBe(`${mine?.rank}/${staff.length}`);
    await waitFor(() => expect(rows()).toHaveLength(staff.length));
  });
});
