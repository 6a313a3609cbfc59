import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './QRCode.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './QRCode.stories';

afterEach(cleanup);

describe('QRCode', () => {
  it('draws the value as an image with its caption and the long-press save hint', async () => {
    const { container } = await renderPage(page, { query: { orderNo: 'PAY20241120001' } });
    // The first test also pays for loading the qrcode chunk.
    const img = await screen.findByRole('img', { name: '请客户使用微信扫码完成支付（订单号 PAY20241120001）' }, { timeout: 8000 });
    expect(img.getAttribute('src')).toMatch(/^data:image\/(png|svg\+xml)/);
    expect(container.querySelector('.w-qrcode__box')).toHaveStyle({ width: '3.6rem' });
    expect(screen.getAllByText('长按保存')).toHaveLength(1);
    const team = await screen.findByRole('img', { name: '团队码' });
    expect(team.closest('.w-qrcode')?.querySelector('.w-qrcode__box')).toHaveStyle({ width: '2rem' });
  });

  it('shows 暂无二维码 without a value', async () => {
    await renderPage(page, { query: { orderNo: 'X' } });
    await screen.findByText('暂无二维码');
  });

  it('encodes a different value when it changes', async () => {
    await renderPage(page, { query: { orderNo: 'A1' } });
    const a = (await screen.findByRole('img', { name: /A1/ })).getAttribute('src');
    cleanup();
    await renderPage(page, { query: { orderNo: 'B2' } });
    const b = (await screen.findByRole('img', { name: /B2/ })).getAttribute('src');
    expect(a).not.toEqual(b);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'QRCode'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('img', { name: '团队码' })).toBeInTheDocument();
  });
});
