// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing/node-fixture';
import { dataOf } from '../testing/client';
import { PAY_LINK_INVALID } from './customer-records';

interface PayUrl {
  payUrl: string;
  proposalNo: string;
}
interface OpenPay {
  proposalNo: string;
  applicantName: string;
  premium: number;
  ePayUrl: string;
}

describe('the open payment page call (whiteQueryEPayUrlInfo)', () => {
  it('answers, without a session, the proposal the payUrl of queryEPayUrlInfo names, with the name masked', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const policy = sb.store.state.policies.find((p) => p.userCode === sb.store.state.staff.find((s) => s.comId === '11000000')?.userCode) ?? sb.store.state.policies[0];
    const pay = dataOf((await sb.call('queryEPayUrlInfo', { proposalNo: policy.proposalNo }, { token })).json) as PayUrl;
    const url = new URL(pay.payUrl);
    expect(url.pathname).toBe('/customer-info/public-pay-qrCode');
    const open = dataOf((await sb.call('whiteQueryEPayUrlInfo', { proposalNo: url.searchParams.get('proposalNo'), code: url.searchParams.get('code') })).json) as OpenPay;
    expect(open.proposalNo).toBe(policy.proposalNo);
    expect(open.premium).toBe(policy.premium);
    expect(open.applicantName).not.toBe(policy.applicantName);
    expect(open.applicantName.startsWith([...policy.applicantName][0])).toBe(true);
    expect(new URL(open.ePayUrl).hostname).toBe('epay.epicc.com.cn');
  });

  it('refuses a wrong or missing code, so proposal numbers cannot be walked', async () => {
    const sb = createTestSandbox();
    const policy = sb.store.state.policies[0];
    for (const code of ['', 'ABCDEF0123456789']) {
      const res = await sb.call('whiteQueryEPayUrlInfo', { proposalNo: policy.proposalNo, code });
      expect(() => dataOf(res.json)).toThrow(PAY_LINK_INVALID);
    }
  });
});
