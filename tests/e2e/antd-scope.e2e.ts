/**
 * Issue 28: the home paints without antd's configuration (src/shell/antdScope.tsx), and the antd a
 * core widget shows later still has the app's theme: on the home, a failed 待跟进客户 list offers
 * 重试 as an antd button of the brand theme (8px corners, 16px text), not antd's default (6px, 14px).
 */
import { describe, expect, it } from 'vitest';
import { appSuite, loginThrough } from './support/app';

const { base, sandbox, phone } = appSuite();

describe('antd scope', () => {
  it('themes the retry button of a failed list on the home page', async () => {
    await sandbox.fault({ id: 'weixinCustMainQuery', kind: 'http500' });
    const { page } = await phone();
    await loginThrough(page, base, 'manager', '/home/customer-home-page');
    const retry = page.getByRole('alert').getByRole('button', { name: /重\s*试/ });
    // The plain stand-in turns into antd's button once its chunk is in.
    await expect.poll(() => retry.evaluate((b) => b.classList.contains('ant-btn')), { timeout: 20000 }).toBe(true);
    const box = await retry.evaluate((b) => {
      const s = getComputedStyle(b);
      return { radius: s.borderTopLeftRadius, fontSize: s.fontSize };
    });
    expect(box).toEqual({ radius: '8px', fontSize: '16px' });
  });
});
