/**
 * client pages against the sandbox, as the Beijing manager: the renewal-rate and binding-rate
 * rankings (own figures, own row highlighted, staff or branch level, a branch's own ranking, the
 * statistics period) and the data board (own figures of the period, the two ranks, links to the
 * rankings and to the pages behind the figures). External users never reach them.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import routeModules from 'virtual:schema/routes';
import { formatMoney } from '@/lib';
import { RequestError } from '@/request/errors';
import { appServices } from '@/app/services';
import type { RuntimeServices } from '@/react/runtime';
import { compileRouteTable, parseLocation, runGuard } from '@/router';
import { ranking, branchRanking, staffStats, statWindow } from '@sandbox/handlers/reports';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { fakeGuardDeps } from '../router/fixtures';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const NEWCOMER = '11019902';
const BRANCH = '11010500';

const open = (pageId: string, options: { persona?: string; query?: Record<string, string>; overrides?: Partial<RuntimeServices> } = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { comId: COM, ...options });

const called = (h: SandboxPage, api: string): RecordedRequest[] => h.called(api);
const pct = (n: number): string => `${formatMoney(n, 2)}%`;

/** What the sandbox ranks for a period now (the page's answer is computed the same way). */
const staffRanking = (metric: 'renewalRate' | 'bindingRate', period = 'now', comCode?: string) =>
  ranking(sandbox.store.state, COM, metric, Date.now(), { win: statWindow(period, Date.now()), comCode });
const branches = (metric: 'renewalRate' | 'bindingRate') => branchRanking(sandbox.store.state, COM, metric, Date.now(), statWindow('now', Date.now()));
const staffOf = (userCode: string) => {
  const s = sandbox.store.state.staff.find((x) => x.userCode === userCode);
  if (!s) throw new Error(`no staff ${userCode}`);
  return s;
};

/** The value text (with its unit) of the statistic labelled `label`. */
function stat(label: string): string {
  const el = [...document.querySelectorAll('.w-statgrid__label')].find((e) => e.textContent === label);
  if (!el) throw new Error(`no statistic ${label}`);
  return el.parentElement?.querySelector('.w-statgrid__value')?.textContent ?? '';
}
const statCell = (label: string): HTMLElement => {
  const el = [...document.querySelectorAll('.w-statgrid__label')].find((e) => e.textContent === label)?.closest('.w-statgrid__cell');
  if (!(el instanceof HTMLElement)) throw new Error(`no statistic ${label}`);
  return el;
};
/** Ranking rows as "rank name value" (the "我" badge included). */
const rows = (): string[] =>
  [...document.querySelectorAll('.w-rankinglist__row')].map((r) =>
    [r.querySelector('.w-rankinglist__rank')?.textContent, r.querySelector('.w-rankinglist__name')?.textContent, r.querySelector('.w-rankinglist__value')?.textContent].join(' '),
  );
const mineRow = (): Element | null => document.querySelector('.w-rankinglist__row[aria-current="true"]');

startEachTestFresh(sandbox, { resetStore: true });

describe('client/renewal-rate', () => {
  it('shows my renewal rate and rank over the province ranking, my row highlighted', async () => {
    const ranked = staffRanking('renewalRate');
    const mine = ranked.find((r) => r.userCode === MANAGER);
    if (!mine) throw new Error('the manager is not ranked');
    expect(mine.renewedCount).toBeLessThan(mine.dueCount);
    const h = await open('client/renewal-rate');
    expect(await screen.findByText('我的续保率', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(ranked.length));
    expect(called(h, 'calculateRenewalRate')[0][1]).toMatchObject({ level: 'staff', period: 'now', comCode: '', pageNo: 1, pageSize: 100 });
    expect(stat('续保率')).toBe(pct(mine.renewalRate));
    expect(stat('排名')).toBe(`${mine.rank}/${ranked.length}`);
    expect(stat('到期保单')).toBe(`${mine.dueCount}件`);
    expect(stat('已续保')).toBe(`${mine.renewedCount}件`);
    expect(screen.getByText(`统计截至 ${statWindow('now', Date.now()).statDate}`)).toBeInTheDocument();
    expect(rows()).toEqual(ranked.map((r) => `${r.rank} ${r.userName}${r.userCode === MANAGER ? '我' : ''} ${pct(r.renewalRate)}`));
    expect(mineRow()?.textContent).toContain('赵立新');
    expect(screen.getByText(`共 ${ranked.length} 人`)).toBeInTheDocument();
    const due = ranked.reduce((t, r) => t + r.dueCount, 0);
    const renewed = ranked.reduce((t, r) => t + r.renewedCount, 0);
    expect(screen.getByText(`北京分公司整体续保率 ${pct(Math.round((renewed / due) * 10000) / 100)}（已续保 ${renewed} 件 / 到期 ${due} 件）`)).toBeInTheDocument();
  });

  it('ranks branches with mine highlighted, and a tapped branch shows its own staff until 查看全部', async () => {
    const h = await open('client/renewal-rate');
    await screen.findByText('我的续保率', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '机构排名' }));
    expect(await screen.findByText('本机构续保率')).toBeInTheDocument();
    const ranked = branches('renewalRate');
    await waitFor(() => expect(rows()).toEqual(ranked.map((b) => `${b.rank} ${b.comName}${b.comCode === BRANCH ? '我' : ''} ${pct(b.renewalRate)}`)));
    expect(called(h, 'calculateRenewalRate').at(-1)?.[1]).toMatchObject({ level: 'branch' });
    const own = ranked.find((b) => b.comCode === BRANCH);
    expect(stat('续保率')).toBe(pct(own?.renewalRate ?? -1));
    expect(stat('排名')).toBe(`${own?.rank}/${ranked.length}`);
    expect(screen.getByText(`共 ${ranked.length} 个机构`)).toBeInTheDocument();

    await userEvent.click(within(mineRow() as HTMLElement).getByRole('button'));
    await screen.findByText('我的续保率');
    expect(screen.getByRole('tab', { name: '个人排名' })).toHaveAttribute('aria-selected', 'true');
    expect(called(h, 'calculateRenewalRate').at(-1)?.[1]).toMatchObject({ level: 'staff', comCode: BRANCH });
    const local = staffRanking('renewalRate', 'now', BRANCH);
    expect(local.length).toBeLessThan(staffRanking('renewalRate').length);
    await waitFor(() => expect(rows()).toHaveLength(local.length));
    expect(rows()[0]).toMatch(/^1 /);
    expect(screen.getByText(`北京市朝阳支公司 · 共 ${local.length} 人`)).toBeInTheDocument();
    expect(stat('排名')).toBe(`${local.find((r) => r.userCode === MANAGER)?.rank}/${local.length}`);

    await userEvent.click(screen.getByRole('button', { name: /查看全部/ }));
    const all = staffRanking('renewalRate');
    await waitFor(() => expect(rows()).toEqual(all.map((r) => `${r.rank} ${r.userName}${r.userCode === MANAGER ? '我' : ''} ${pct(r.renewalRate)}`)));
    expect(screen.getByText(`共 ${all.length} 人`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /查看全部/ })).toBeNull();
  });

  it('switches the statistics period, and starts on the period the link names', async () => {
    const h = await open('client/renewal-rate');
    await screen.findByText('我的续保率', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '上季末' }));
    const quarter = statWindow('quarter', Date.now());
    expect(await screen.findByText(`统计截至 ${quarter.statDate}`)).toBeInTheDocument();
    expect(called(h, 'calculateRenewalRate').at(-1)?.[1]).toMatchObject({ period: 'quarter' });
    const mine = staffRanking('renewalRate', 'quarter').find((r) => r.userCode === MANAGER);
    await waitFor(() => expect(stat('到期保单')).toBe(`${mine?.dueCount}件`));
    expect(screen.getByText(new RegExp(`^统计口径：${quarter.startDate} 至 ${quarter.statDate} 期间到期的车险保单`))).toBeInTheDocument();

    cleanup();
    const linked = await open('client/renewal-rate', { query: { period: 'month' } });
    expect(await screen.findByText(`统计截至 ${statWindow('month', Date.now()).statDate}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(called(linked, 'calculateRenewalRate')[0][1]).toMatchObject({ period: 'month' });
    expect(screen.getByRole('tab', { name: '上月末' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tells a user without due policies that they are not ranked', async () => {
    expect(staffRanking('renewalRate').some((r) => r.userCode === NEWCOMER)).toBe(false);
    await open('client/renewal-rate', { persona: 'newcomer' });
    expect(await screen.findByText('本期您名下没有到期的车险保单，暂未参与续保率排名。', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(staffRanking('renewalRate').length));
    expect(mineRow()).toBeNull();
    expect(document.querySelector('.w-statgrid')).toBeNull();
  });

  it('shows the standard error state and retries', async () => {
    let fail = true;
    const asked: string[] = [];
    await open('client/renewal-rate', {
      overrides: {
        request: (api, params, data) => {
          asked.push(api);
          if (api === 'calculateRenewalRate' && fail) {
            return Promise.reject(new RequestError('answer', '系统繁忙，请稍后重试', { apiId: api, status: 1 }));
          }
          return appServices.request(api, params, data);
        },
      },
    });
    expect(await screen.findByText('系统繁忙，请稍后重试', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('我的续保率')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('我的续保率', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(asked.filter((a) => a === 'calculateRenewalRate').length).toBeGreaterThanOrEqual(2);
  });
});

describe('client/binding-rate', () => {
  it('shows my binding rate and rank over the province ranking, my row highlighted', async () => {
    const ranked = staffRanking('bindingRate');
    const mine = ranked.find((r) => r.userCode === MANAGER);
    if (!mine) throw new Error('the manager is not ranked');
    const h = await open('client/binding-rate');
    expect(await screen.findByText('我的绑定率', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(ranked.length));
    expect(called(h, 'calculationBindingRate')[0][1]).toMatchObject({ level: 'staff', period: 'now', pageSize: 100 });
    expect(stat('绑定率')).toBe(pct(mine.bindingRate));
    expect(stat('排名')).toBe(`${mine.rank}/${ranked.length}`);
    expect(stat('名下客户')).toBe(`${mine.customerCount}位`);
    expect(stat('已绑定')).toBe(`${mine.boundCount}位`);
    expect(rows()).toEqual(ranked.map((r) => `${r.rank} ${r.userName}${r.userCode === MANAGER ? '我' : ''} ${pct(r.bindingRate)}`));
    expect(mineRow()?.textContent).toContain('赵立新');
  });

  it('counts a customer bound since, and 去绑定客户 opens customer binding', async () => {
    const s = sandbox.store.state;
    const before = staffStats(s, staffOf(MANAGER), Date.now());
    const c = s.customers.find((x) => x.managerUserCode === MANAGER && !s.bindings.some((b) => b.custId === x.custId && b.userCode === MANAGER));
    if (!c) throw new Error('the manager has no unbound customer');
    sandbox.store.write((state) => void state.bindings.push({ custId: c.custId, userCode: MANAGER, externalUserId: c.externalUserId, bindSource: '8', bindTime: '2026-01-01 09:00:00' }));
    const h = await open('client/binding-rate');
    await screen.findByText('我的绑定率', {}, { timeout: 8000 });
    await waitFor(() => expect(stat('已绑定')).toBe(`${before.boundCount + 1}位`));
    expect(stat('绑定率')).toBe(pct(Math.round(((before.boundCount + 1) / before.customerCount) * 10000) / 100));
    await userEvent.click(screen.getByRole('button', { name: /去绑定客户/ }));
    expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/query-customer', {}, false]]);
  });

  it('ranks branches on 机构排名 with mine highlighted', async () => {
    const h = await open('client/binding-rate');
    await screen.findByText('我的绑定率', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '机构排名' }));
    expect(await screen.findByText('本机构绑定率')).toBeInTheDocument();
    const ranked = branches('bindingRate');
    await waitFor(() => expect(rows()).toEqual(ranked.map((b) => `${b.rank} ${b.comName}${b.comCode === BRANCH ? '我' : ''} ${pct(b.bindingRate)}`)));
    expect(called(h, 'calculationBindingRate').at(-1)?.[1]).toMatchObject({ level: 'branch' });
    expect(stat('名下客户')).toBe(`${ranked.find((b) => b.comCode === BRANCH)?.customerCount}位`);
    // No binding shortcut for a branch.
    expect(screen.queryByRole('button', { name: /去绑定客户/ })).toBeNull();
  });
});

describe('client/data-board', () => {
  it('shows my figures of the period, with both ranks and the monthly premium chart', async () => {
    const now = Date.now();
    const win = statWindow('now', now);
    const stats = staffStats(sandbox.store.state, staffOf(MANAGER), now, win);
    const h = await open('client/data-board');
    expect(await screen.findByText('赵立新 · 北京市朝阳支公司', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`统计截至 ${win.statDate}，近 12 个月自 ${win.startDate} 起`)).toBeInTheDocument();
    for (const api of ['queryCustManagerPersonalIndicators', 'calculationBindingRate', 'calculateRenewalRate']) {
      expect(called(h, api)[0][1], api).toMatchObject({ period: 'now' });
    }
    expect(stat('名下客户')).toBe(`${stats.customerCount}位`);
    expect(stat('已绑定')).toBe(`${stats.boundCount}位`);
    expect(stat('绑定率')).toBe(pct(stats.bindingRate));
    expect(stat('到期保单')).toBe(`${stats.dueCount}件`);
    expect(stat('续保率')).toBe(pct(stats.renewalRate));
    expect(stat('签单保费（元）')).toBe(formatMoney(stats.premium));
    expect(stat('其中非车险（元）')).toBe(formatMoney(stats.nonVehiclePremium));
    expect(stat('保单')).toBe(`${stats.policyCount}件`);
    const binding = staffRanking('bindingRate');
    const renewal = staffRanking('renewalRate');
    await waitFor(() => expect(stat('绑定率排名')).toBe(`${binding.find((r) => r.userCode === MANAGER)?.rank}/${binding.length}`));
    await waitFor(() => expect(stat('续保率排名')).toBe(`${renewal.find((r) => r.userCode === MANAGER)?.rank}/${renewal.length}`));
    expect(stat('新增线索')).toBe(`${stats.leadCount}条`);
    expect(Number(stat('群发消息').replace('次', ''))).toBeGreaterThan(0);
    const chart = screen.getByRole('img', { name: /月度签单保费/ });
    const spoken = chart.querySelector('desc')?.textContent ?? '';
    expect(win.months.map((m) => spoken.includes(`${m.label}：`))).toEqual(win.months.map(() => true));
    expect(spoken.startsWith(`${win.months[0].label}：`)).toBe(true);
  });

  it('links to the rankings with the chosen period and to the pages behind the figures', async () => {
    const h = await open('client/data-board');
    await screen.findByText('赵立新 · 北京市朝阳支公司', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('tab', { name: '上月末' }));
    const month = statWindow('month', Date.now());
    expect(await screen.findByText(`统计截至 ${month.statDate}，近 12 个月自 ${month.startDate} 起`)).toBeInTheDocument();
    for (const api of ['queryCustManagerPersonalIndicators', 'calculationBindingRate', 'calculateRenewalRate']) {
      expect(called(h, api).at(-1)?.[1], api).toMatchObject({ period: 'month' });
    }
    const stats = staffStats(sandbox.store.state, staffOf(MANAGER), Date.now(), month);
    await waitFor(() => expect(stat('到期保单')).toBe(`${stats.dueCount}件`));

    const extra = (name: string): HTMLElement => {
      const el = [...document.querySelectorAll('.w-section__extra')].find((e) => e.textContent === name);
      if (!(el instanceof HTMLElement)) throw new Error(`no section link ${name}`);
      return el;
    };
    await userEvent.click(extra('绑定率排名'));
    await userEvent.click(statCell('续保率排名'));
    await userEvent.click(extra('续保率排名'));
    await userEvent.click(statCell('关怀消息'));
    await userEvent.click(statCell('文章浏览'));
    await userEvent.click(statCell('职场签到'));
    expect(h.rt.callsOf('navigate')).toEqual([
      ['/client/binding-rate', { period: 'month' }, false],
      ['/client/renewal-rate', { period: 'month' }, false],
      ['/client/renewal-rate', { period: 'month' }, false],
      ['/custcare-msg/custcare-msg-query', { sendFlag: '1' }, false],
      ['/news/news-history', {}, false],
      ['/workplace-info/sign-in', {}, false],
    ]);
  });

  it('shows a newcomer without customers empty figures and the way to bind customers', async () => {
    const h = await open('client/data-board', { persona: 'newcomer' });
    expect(await screen.findByText('孙浩然 · 北京市海淀支公司', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(stat('名下客户')).toBe('0位');
    expect(stat('绑定率')).toBe('—');
    expect(stat('续保率')).toBe('—');
    expect(stat('签单保费（元）')).toBe('0.00');
    await waitFor(() => expect(stat('绑定率排名')).toBe('—'));
    expect(stat('续保率排名')).toBe('—');
    expect(screen.getByText('统计期内名下客户暂无签单。')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /月度签单保费/ })).toBeNull();
    await userEvent.click(screen.getByText(/统计期内您名下还没有客户/));
    expect(h.rt.callsOf('navigate')).toEqual([['/customer-info/query-customer', {}, false]]);
  });
});

describe('client pages and roles', () => {
  it('are open to every internal user and send an external user to /error/401', async () => {
    const table = compileRouteTable(routeModules);
    for (const path of ['/client/renewal-rate', '/client/binding-rate', '/client/data-board']) {
      const external = fakeGuardDeps({ systemComId: COM, config: { userComId: COM }, user: { systemRole: 'externalUser', comId: COM } }, { table });
      expect(await runGuard(parseLocation(path), null, external), path).toEqual({ kind: 'redirect', to: '/error/401', replace: false });
      const internal = fakeGuardDeps({ systemComId: COM, config: { userComId: COM }, user: { systemRole: 'qyUser', comId: COM } }, { table });
      expect(await runGuard(parseLocation(path), null, internal), path).toEqual({ kind: 'pass' });
    }
  });
});

describe('client/search-manager', () => {
  /** The result row of a person (name and staff number on one line). */
  const personRow = (name: string, code: string): HTMLElement => {
    const row = screen
      .getByText((_, el) => el?.classList.contains('w-text__body') === true && el.textContent === `${name}\u3000${code}`)
      .closest('[role="listitem"]');
    if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
    return row;
  };

  it('lists the company staff with organisation and card status before a search', async () => {
    const h = await open('client/search-manager');
    expect(await screen.findByText('本公司人员 17 人，点击查看名片', {}, { timeout: 8000 })).toBeInTheDocument();
    const me = personRow('赵立新', MANAGER);
    expect(within(me).getByText('北京市朝阳支公司 · 客户经理')).toBeInTheDocument();
    expect(within(me).getByText('已开通智能名片')).toBeInTheDocument();
    expect(within(personRow('孙浩然', NEWCOMER)).getByText('暂未开通名片')).toBeInTheDocument();
    expect(within(me).getByRole('img', { name: '赵立新的头像' })).toBeInTheDocument();
    expect(called(h, 'fuzzyQueryUserByUserNameOrUserCode')[0][1]).toEqual({ keyword: '' });
  });

  it('searches by name or staff number and opens the business card of the person tapped', async () => {
    const h = await open('client/search-manager');
    await screen.findByText(/本公司人员/, {}, { timeout: 8000 });
    await userEvent.type(screen.getByPlaceholderText('输入客户经理姓名或工号'), '刘雅琴');
    expect(await screen.findByText('“刘雅琴”的查询结果 1 人，点击查看名片', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/赵立新/)).toBeNull();
    const row = personRow('刘雅琴', '11015211');
    expect(within(row).getByText('北京市海淀支公司 · 理赔顾问')).toBeInTheDocument();
    await userEvent.click(row);
    expect(h.rt.callsOf('navigate')).toEqual([['/business-card/business-card-detail', { userCode: '11015211' }, false]]);

    await userEvent.clear(screen.getByPlaceholderText('输入客户经理姓名或工号'));
    await userEvent.type(screen.getByPlaceholderText('输入客户经理姓名或工号'), '1101990');
    await waitFor(() => expect(personRow('孙浩然', NEWCOMER)).toBeInTheDocument(), { timeout: 8000 });
    expect(screen.queryByText(/刘雅琴/)).toBeNull();
    expect(called(h, 'fuzzyQueryUserByUserNameOrUserCode').at(-1)?.[1]).toEqual({ keyword: '1101990' });
  });

  it('says when nobody matches', async () => {
    await open('client/search-manager');
    await screen.findByText(/本公司人员/, {}, { timeout: 8000 });
    await userEvent.type(screen.getByPlaceholderText('输入客户经理姓名或工号'), '欧阳无名');
    expect(await screen.findByText('没有找到“欧阳无名”，请核对姓名或工号', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(/点击查看名片/)).toBeNull();
  });
});
