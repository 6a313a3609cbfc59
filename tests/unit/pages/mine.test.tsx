/**
 * mine/index against the sandbox: who is logged in, the shortcut cells, and 退出登录 (logout call,
 * then the login page of the user's company).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { pageLoaders } from 'virtual:schema/pages';
import { PageHarness, createFakeRuntime, type FakeRuntime } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';
import { appServices } from '@/app/services';
import { dicts, loadDicts } from '@/app/schemaData';
import { getUserInfo, removeToken, setSystemComId, setToken } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';


const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

interface Harness {
  rt: FakeRuntime;
  requests: Array<[string, Record<string, unknown>, unknown]>;
}

async function open(pageId: string, persona: string, query: Record<string, string> = {}): Promise<Harness> {
  const mod = await pageLoaders[pageId]();
  await Promise.all([widgetRegistry.preload(mod.widgets), loadDicts()]);
  setSystemComId(COM);
  setToken(await sandbox.login(persona, COM));
  const requests: Harness['requests'] = [];
  const rt = createFakeRuntime({
    dicts,
    overrides: {
      request: (api, params, data) => {
        requests.push([api, params, data]);
        return appServices.request(api, params, data);
      },
      user: () => (getUserInfo() as Record<string, unknown> | null) ?? null,
    },
  });
  render(<PageHarness page={mod} runtime={rt} query={{ comId: COM, ...query }} />);
  return { rt, requests };
}

const called = (h: Harness, api: string) => h.requests.filter(([id]) => id === api);

beforeEach(() => {
  cleanup();
  localStorage.clear();
  removeToken();
});

describe('mine/index', () => {
  it('shows the user and logs out to the login page of the company', async () => {
    const h = await open('mine/index', 'manager');
    expect(await screen.findByText('赵立新', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('名片已注册')).toBeInTheDocument();
    await userEvent.click(screen.getByText('我的收藏'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/favorites/favorite-list', {}, false]);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(2));
    expect(called(h, 'logout')).toHaveLength(1);
    expect(h.rt.callsOf('navigate')[1]).toEqual(['/login', { comId: COM }, true]);
  });
});
