/**
 * Issue 28, persisted data sources: the home page marks what it shows `persist`, so a second open
 * of the app shows the session's last answers at once, before any call answers, and revalidates
 * them; a changed token or comId, a logout and 24 hours leave nothing to show. Through the page
 * renderer with the app's data cache, against the sandbox, as the Beijing manager.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { appServices } from '@/app/services';
import { removeToken } from '@/session';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh, type OpenOptions } from '../../utils/sandboxPage';
import { installTestClock, testClockStart } from '../../utils/testClock';

const sandbox = setupSandbox();
startEachTestFresh(sandbox);
const COM = '11000000';
const WAIT = { timeout: 8000 };
const HOME = 'home/customer-home-page';
const KEPT = 'wx_persistedData';

afterEach(() => installTestClock(testClockStart()));

/** The number a 今日工作 tile shows, or '' while it has none. */
function tile(label: string): string {
  const grid = screen.getByText(label).closest('.w-statgrid') as HTMLElement;
  return within(grid).getByText(label).parentElement?.querySelector('.w-statgrid__value')?.firstChild?.textContent ?? '';
}

/** The rows of 待跟进客户. */
function followRows(): string[] {
  const section = screen.getByText('待跟进客户').closest('.w-section') as HTMLElement;
  return within(section).queryAllByRole('listitem').map((row) => row.textContent ?? '').filter((text) => text !== '');
}

/** A first open of the home page: what it showed once every figure and the follow-up list are in. */
async function firstOpen(): Promise<{ mine: string; care: string; rows: string[] }> {
  await openSandboxPage(sandbox, HOME, { comId: COM });
  await screen.findByText('我的客户', {}, WAIT);
  await waitFor(() => {
    for (const label of ['我的客户', '待发关怀消息', '未发送电子保单', '待绑定客户']) expect(tile(label)).toMatch(/^\d+$/);
    expect(followRows().length).toBeGreaterThan(0);
  }, WAIT);
  const shown = { mine: tile('我的客户'), care: tile('待发关怀消息'), rows: followRows() };
  // Kept once the page is idle.
  await waitFor(() => expect(localStorage.getItem(KEPT)).toContain('weixinCustMainQuery'), WAIT);
  cleanup();
  return shown;
}

/**
 * The next open of the app with every call held until `release` runs: what shows before then
 * came from the device.
 */
async function openHeld(options: OpenOptions = {}): Promise<{ asked: string[]; release: () => void }> {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const request: RuntimeServices['request'] = (api, params, data) => {
    asked.push(api);
    return gate.then(() => appServices.request(api, params, data));
  };
  await openSandboxPage(sandbox, HOME, { comId: COM, keepSession: true, ...options, overrides: { request } });
  await screen.findByText('我的客户', {}, WAIT);
  return { asked, release };
}

describe('home: persisted data sources', () => {
  it('a second open shows the last answers before any call answers, then revalidates them', async () => {
    const first = await firstOpen();
    const held = await openHeld();
    // On the first render: no call has answered.
    expect(tile('我的客户')).toBe(first.mine);
    expect(tile('待发关怀消息')).toBe(first.care);
    expect(followRows()).toEqual(first.rows);
    // Revalidated: the calls go out, and their answers replace what was kept.
    await waitFor(() => expect(held.asked).toEqual(expect.arrayContaining(['weixinCustMainQuery', 'queryCustCareNumbers', 'queryUnSendNumbers', 'getUmTUserInfo'])), WAIT);
    // One of the manager's customers is gone meanwhile: the revalidated figure is the server's, not the kept one.
    sandbox.store.write((state) => {
      const gone = state.customers.findIndex((c) => c.managerUserCode === '11016688');
      state.customers.splice(gone, 1);
    });
    const answer = (await appServices.request('weixinCustMainQuery', { pageNo: 1, pageSize: 1 }, undefined)) as { total: number };
    expect(String(answer.total)).not.toBe(first.mine);
    held.release();
    await waitFor(() => expect(tile('我的客户')).toBe(String(answer.total)), WAIT);
  });

  it('keeps only what the page marks: the home page sources, a paginated one its first page', async () => {
    await firstOpen();
    const kept = JSON.parse(localStorage.getItem(KEPT) ?? '{}') as { entries: Record<string, { data: unknown }> };
    const keys = Object.keys(kept.entries);
    const homeApis = ['getUmTUserInfo', 'weixinCustMainQuery', 'queryUnSendNumbers', 'queryCustCareNumbers', 'queryReviewerConfig', 'queryApplyCreateGroup'];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(homeApis.some((api) => key.includes(`"${api}"`))).toBe(true);
    const pages = Object.entries(kept.entries).find(([key]) => key.startsWith('$inf$'));
    expect(pages?.[1].data).toHaveLength(1);
  });

  it('a new token of the same user shows nothing kept', async () => {
    await firstOpen();
    // A new login of the same persona, written by another page of the app (no event in this one):
    // the next open finds another token on the device.
    localStorage.setItem('wx_token', await sandbox.login('manager', COM));
    await openHeld();
    expect(tile('我的客户')).not.toMatch(/\d/);
    expect(followRows()).toEqual([]);
  });

  it('another comId shows nothing kept', async () => {
    await firstOpen();
    await openHeld({ comId: '51000000' });
    expect(tile('我的客户')).not.toMatch(/\d/);
    expect(followRows()).toEqual([]);
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('a logout drops what was kept', async () => {
    await firstOpen();
    removeToken();
    expect(localStorage.getItem(KEPT)).toBeNull();
  });

  it('after 24 hours nothing kept is shown', async () => {
    await firstOpen();
    installTestClock(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    await openHeld();
    expect(tile('我的客户')).not.toMatch(/\d/);
    expect(followRows()).toEqual([]);
  });
});
