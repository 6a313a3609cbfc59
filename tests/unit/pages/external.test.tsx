/**
 * external/download-policy against the sandbox, as an anonymous customer (no token): the shared
 * link's policy number and check code find the policy; 下载电子保单 opens the download link.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { pageLoaders } from 'virtual:schema/pages';
import { PageHarness, createFakeRuntime, type FakeRuntime } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';
import { appServices } from '@/app/services';
import { dicts, loadPageDicts } from '@/app/schemaData';
import { setSystemComId } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

async function openAnonymously(query: Record<string, string>): Promise<FakeRuntime> {
  const mod = await pageLoaders['external/download-policy']();
  await Promise.all([widgetRegistry.preload(mod.widgets), loadPageDicts(mod)]);
  setSystemComId(COM);
  const rt = createFakeRuntime({
    dicts,
    overrides: { request: (api, params, data) => appServices.request(api, params, data), user: () => null },
  });
  render(<PageHarness page={mod} runtime={rt} query={{ comId: COM, ...query }} />);
  return rt;
}

startEachTestFresh(sandbox);

/** The shared link's policy: a Beijing vehicle policy of the seed (its number carries the seed's dates). */
const sharedPolicy = () => {
  const policy = sandbox.store.state.policies.find((p) => p.comCode.startsWith('11') && p.vehicle && p.status === '1');
  if (!policy) throw new Error('no Beijing vehicle policy in the seed');
  return policy;
};

describe('external/download-policy', () => {
  it('shows the shared policy to an anonymous customer and opens its download link', async () => {
    const policy = sharedPolicy();
    const rt = await openAnonymously({ policyNo: policy.policyNo, code: policy.verifyCode, idNo: policy.idNumber.slice(-4) });
    expect(await screen.findByText(policy.policyNo, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(/同一保单每日最多下载5次/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下载电子保单' }));
    await waitFor(() => expect(rt.callsOf('openUrl')).toHaveLength(1));
    expect(String(rt.callsOf('openUrl')[0][0]).endsWith(`/__sandbox/files/epolicy/${policy.policyNo}.pdf`)).toBe(true);
  });

  it('tells the customer when the check code does not match', async () => {
    const policy = sharedPolicy();
    expect(policy.verifyCode).not.toBe('000000');
    await openAnonymously({ policyNo: policy.policyNo, code: '000000' });
    expect(await screen.findAllByText('验证码或证件号码不正确，请核对后重试', {}, { timeout: 8000 })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: '下载电子保单' })).toBeNull();
  });

  it('explains a link without its check code', async () => {
    await openAnonymously({});
    expect(await screen.findByText('链接无效')).toBeInTheDocument();
  });
});
