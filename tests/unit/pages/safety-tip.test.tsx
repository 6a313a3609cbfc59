/**
 * The safety tip (spec 1) is written once, in schemas/app.json: every page that shows it shows
 * that text. With another tip in app.json, the login page, 我的 and account info show the other tip.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const TIP = '测试：这是 schemas/app.json 中唯一一处写下的安全提示。';

vi.mock('virtual:schema/app', async (importOriginal) => {
  const real = await importOriginal<{ default: Record<string, unknown> }>();
  return { default: { ...real.default, safetyTip: '测试：这是 schemas/app.json 中唯一一处写下的安全提示。' } };
});

const sandbox = setupSandbox();
startEachTestFresh(sandbox);

describe('the safety tip comes from schemas/app.json', () => {
  const PAGES: ReadonlyArray<readonly [string, string, Record<string, string>]> = [
    ['root/login', 'anonymous', {}],
    ['mine/index', 'manager', {}],
    ['customer-info/account-info', 'phone-mismatch', { modifyMobile: '1' }],
  ];
  for (const [pageId, persona, query] of PAGES) {
    it(`${pageId} shows app.json's tip after 安全提示：`, async () => {
      await openSandboxPage(sandbox, pageId, { persona, query });
      const tip = await screen.findByText(TIP, {}, { timeout: 8000 });
      expect(tip.closest('.w-notice')?.textContent).toBe(`安全提示：${TIP}`);
      expect(screen.queryByText(/严禁在本互联网非涉密平台/)).toBeNull();
    });
  }
});
