// @vitest-environment node
/** Open calls of issue 26's public pages: they answer only what the link's own key names. */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../testing/node-fixture';
import { dataOf } from '../testing/client';

describe('confirmQRCodeLoginPC', () => {
  it('confirms or refuses for the user the OAuth code names, without a login', async () => {
    const sb = createTestSandbox();
    const yes = dataOf((await sb.call('confirmQRCodeLoginPC', { key: 'pcqr7f3a9c21', code: 'manager', confirm: '1', comId: '11000000' })).json);
    expect(yes).toMatchObject({ confirmed: true, qrCodeKey: 'pcqr7f3a9c21' });
    expect(String((yes as { userName: string }).userName)).not.toBe('');
    const no = dataOf((await sb.call('confirmQRCodeLoginPC', { key: 'pcqr7f3a9c21', code: 'manager', confirm: '0', comId: '11000000' })).json);
    expect(no).toMatchObject({ confirmed: false });
  });

  it('refuses a key that is no QR login attempt', async () => {
    const sb = createTestSandbox();
    expect((await sb.call('confirmQRCodeLoginPC', { key: 'x', code: 'manager' })).json).toMatchObject({ status: 1, statusText: '二维码已失效，请在电脑端刷新二维码后重新扫码' });
  });
});
