/**
 * The URL policy on a page (issue 27.3): external/download-policy's 下载电子保单 opens the URL the
 * server answers getDownloadEPolicyLink with. Through the app's own openUrl, a javascript:, data:
 * or unknown-host URL is refused with 链接地址不安全，已阻止打开 and a developer warning and nothing is
 * opened; the sandbox's own link and a host of schemas/app.json's allow-list are opened.
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
import { NotifyHost } from '@/shell';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { startEachTestFresh } from '../../utils/sandboxPage';
import { recordNavigation } from '../../utils/recordedNavigation';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const nav = recordNavigation();
startEachTestFresh(sandbox);

/** A Beijing vehicle policy of the seed, as the shared link names it. */
function sharedPolicy() {
  const policy = sandbox.store.state.policies.find((p) => p.comCode.startsWith('11') && p.vehicle && p.status === '1');
  if (!policy) throw new Error('no Beijing vehicle policy in the seed');
  return policy;
}

/**
 * Opens the page as an anonymous customer with the app's own openUrl; the server's answer to
 * getDownloadEPolicyLink is `link` when given (what a compromised or buggy server could send).
 */
async function downloadWith(link?: string): Promise<void> {
  const policy = sharedPolicy();
  const mod = await pageLoaders['external/download-policy']();
  await Promise.all([widgetRegistry.preload(mod.widgets), loadPageDicts(mod)]);
  setSystemComId(COM);
  const rt = createFakeRuntime({
    dicts,
    overrides: {
      request: async (api, params, data) => {
        const answer = await appServices.request(api, params, data);
        return api === 'getDownloadEPolicyLink' && link !== undefined ? link : answer;
      },
      openUrl: appServices.openUrl,
      user: () => null,
    },
  });
  // The app's toast host (the shell's), where openUrl's refusal shows.
  render(
    <>
      <PageHarness page={mod} runtime={rt} query={{ comId: COM, policyNo: policy.policyNo, code: policy.verifyCode, idNo: policy.idNumber.slice(-4) }} />
      <NotifyHost />
    </>,
  );
  expect(await screen.findByText(policy.policyNo, {}, { timeout: 8000 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '下载电子保单' }));
}

describe('external/download-policy: 下载电子保单 through the URL policy', () => {
  it.each([
    ['a javascript: URL', 'javascript:alert(document.domain)'],
    ['a javascript: URL in disguise', ' JaVa\tScRiPt:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a host not on the allow-list', 'https://evil.example/epolicy.pdf'],
    ['a protocol-relative URL', '//evil.example/epolicy.pdf'],
    ['a URL with credentials', `${window.location.origin.replace('://', '://user:pw@')}/x.pdf`],
  ])('refuses %s with a message and opens nothing', async (_what, link) => {
    await downloadWith(link);
    expect(await screen.findByText(REFUSED_URL_MESSAGE, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(nav.left).toEqual([]);
    expect(nav.went).toEqual([]);
    expect(nav.warnings().some((args: unknown[]) => String(args[0]).startsWith('[url policy]'))).toBe(true);
  });

  it("opens the sandbox's own download link (the app's origin)", async () => {
    await downloadWith();
    await waitFor(() => expect(nav.left).toHaveLength(1), { timeout: 8000 });
    expect(nav.left[0][0]).toBe(`${window.location.origin}/__sandbox/files/epolicy/${sharedPolicy().policyNo}.pdf`);
    expect(screen.queryByText(REFUSED_URL_MESSAGE)).toBeNull();
  });

  it('opens a link on a host of the allow-list (schemas/app.json urlPolicy)', async () => {
    const host = appDefaults.urlPolicy?.allowedHosts.find((h) => !h.startsWith('*.'));
    if (!host) throw new Error('schemas/app.json lists no plain host');
    await downloadWith(`https://${host}/epolicy/1.pdf`);
    await waitFor(() => expect(nav.left).toEqual([[`https://${host}/epolicy/1.pdf`, false]]), { timeout: 8000 });
  });
});
