/**
 * home/external-link through the app's own openUrl and URL policy: a page of an allowed host (or
 * the app's origin, or a path of the app) is opened in place of this one; anything else is refused
 * with 链接地址不安全，已阻止打开, nothing is opened, and the page stays with the address.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { pageLoaders } from 'virtual:schema/pages';
import { PageHarness, createFakeRuntime } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';
import { appServices } from '@/app/services';
import { appDefaults, dicts, loadPageDicts } from '@/app/schemaData';
import { REFUSED_URL_MESSAGE } from '@/lib';
import { setSystemComId } from '@/session';
import { NotifyHost, closeToast } from '@/shell';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { startEachTestFresh } from '../../utils/sandboxPage';
import { recordNavigation } from '../../utils/recordedNavigation';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const nav = recordNavigation();
startEachTestFresh(sandbox);

async function openWith(query: Record<string, string>) {
  const mod = await pageLoaders['home/external-link']();
  await Promise.all([widgetRegistry.preload(mod.widgets), loadPageDicts(mod)]);
  setSystemComId(COM);
  const rt = createFakeRuntime({ dicts, overrides: { openUrl: appServices.openUrl } });
  render(
    <>
      <PageHarness page={mod} runtime={rt} query={{ comId: COM, ...query }} />
      <NotifyHost />
    </>,
  );
  return rt;
}

const allowedHost = (): string => {
  const host = appDefaults.urlPolicy?.allowedHosts.find((h) => !h.startsWith('*.'));
  if (!host) throw new Error('schemas/app.json lists no plain host');
  return host;
};

describe('home/external-link', () => {
  it('opens a page of an allowed host at once, in place of this one', async () => {
    const url = `https://${allowedHost()}/s/abc?x=1`;
    await openWith({ url, title: '活动页' });
    await waitFor(() => expect(nav.left).toEqual([[url, true]]), { timeout: 8000 });
    expect(nav.went).toEqual([]);
  });

  it('opens a path of the app as a route, not as a page elsewhere', async () => {
    await openWith({ url: '/poster/index' });
    await waitFor(() => expect(nav.went).toEqual([['/poster/index', true]]), { timeout: 8000 });
    expect(nav.left).toEqual([]);
  });

  it.each([
    ['a host not on the allow-list', 'https://evil.example.com/phish'],
    ['a look-alike host', `https://${allowedHost()}.evil.example.com/`],
    ['a protocol-relative URL', '//evil.example.com/'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ])('refuses %s: nothing opens, the page stays with the address', async (_what, url) => {
    await openWith({ url });
    expect(await screen.findByText(REFUSED_URL_MESSAGE, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(nav.left).toEqual([]);
    expect(nav.went).toEqual([]);
    expect(screen.getByText(url.trim())).toBeInTheDocument();
    // 再次打开 goes through the same policy.
    closeToast();
    await userEvent.click(screen.getByRole('button', { name: '再次打开' }));
    expect(await screen.findByText(REFUSED_URL_MESSAGE)).toBeInTheDocument();
    expect(nav.left).toEqual([]);
  });

  it('without an address opens nothing and offers the home page', async () => {
    const rt = await openWith({});
    expect(await screen.findByText('缺少链接地址', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(nav.left).toEqual([]);
    expect(nav.went).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(rt.callsOf('navigate')[0]).toEqual(['/index', {}, true]);
  });
});
