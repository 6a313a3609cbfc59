/**
 * The qrcode library is a lazily loaded script with a registered key (spec 5, 8): when its chunk
 * cannot be loaded, the page says qrcode加载失败 where the code would be.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '../../tests/utils/renderPage';
import page from './QRCode.page.json?page';

vi.mock('qrcode', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/qrcode.js');
});

afterEach(cleanup);

describe('QRCode when its library does not load', () => {
  it('says qrcode加载失败 in place of the code', async () => {
    await renderPage(page, { query: { orderNo: 'PAY20241120001' } });
    const failed = await screen.findAllByText('qrcode加载失败', {}, { timeout: 8000 });
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('img', { name: /订单号 PAY20241120001/ })).toBeNull();
  });
});
