/**
 * The shareToExternalMoments action through a JSON page and recorded services: what it asks the
 * services to publish, what the user sees once published, cancelled or failed, and that a post over
 * the client's limits (2000 characters, 9 images, one kind of attachment) or with nothing in it is
 * refused with a Chinese message before the client is asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, type FakeRuntime } from '@/react/testing';
import type { RuntimeServices } from '@/react/runtime';
import page from './fixtures/share-to-moments.page.json?page';
import { renderPage } from '../../utils/renderPage';

afterEach(cleanup);

async function tap(button: string, query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<FakeRuntime> {
  const runtime = createFakeRuntime({ overrides });
  await renderPage(page, { runtime, query });
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return runtime;
}

const toasts = (rt: FakeRuntime): unknown[][] => rt.callsOf('toast');

describe('shareToExternalMoments', () => {
  it('asks the services to publish the text and images, says 已发表到客户朋友圈 and runs then', async () => {
    const rt = await tap('发表图文', { text: '续保季朋友圈宣传' });
    await waitFor(() => expect(toasts(rt)).toEqual([['已发表到客户朋友圈', 'success'], ['已登记', undefined]]));
    expect(rt.callsOf('shareToExternalMoments')).toEqual([
      [{ text: '续保季朋友圈宣传', images: ['/__sandbox/assets/moments-MT900-1.svg', '/__sandbox/assets/moments-MT900-2.svg'] }],
    ]);
  });

  it('publishes a link card alone', async () => {
    const rt = await tap('发链接');
    await waitFor(() => expect(toasts(rt)).toEqual([['已发表到客户朋友圈', 'success']]));
    expect(rt.callsOf('shareToExternalMoments')).toEqual([[{ text: '看看', images: [], link: { url: 'https://www.epicc.com.cn/', title: '人保官网' } }]]);
  });

  it('cancelled in the client, says nothing and runs no then', async () => {
    let asked = 0;
    const rt = await tap('发表图文', { text: '中秋祝福' }, { shareToExternalMoments: async () => (asked++, false) });
    await waitFor(() => expect(asked).toBe(1));
    // The chain is over once the button no longer spins.
    await waitFor(() => expect(screen.getByRole('button', { name: '发表图文' })).not.toHaveClass('ant-btn-loading'));
    expect(toasts(rt)).toEqual([]);
  });

  it("shows the services' Chinese message when publishing fails", async () => {
    const fail = async (): Promise<boolean> => {
      throw Object.assign(new Error('x'), { userMessage: '发表失败：shareToExternalMoments:fail no permission' });
    };
    const rt = await tap('发表图文', { text: '中秋祝福' }, { shareToExternalMoments: fail });
    await waitFor(() => expect(toasts(rt)).toEqual([['发表失败：shareToExternalMoments:fail no permission', 'error']]));
  });

  it.each([
    ['发表图文', { text: '保'.repeat(2001) }, '朋友圈文案最多 2000 字，请删减后再发表'],
    ['十张图', {}, '朋友圈最多发表 9 张图片'],
    ['图片加视频', {}, '朋友圈附件只能是图片、视频或链接中的一种'],
    ['空内容', {}, '没有可发表的内容'],
  ])('%s: refused with a Chinese message, the client is not asked', async (button, query, message) => {
    const rt = await tap(button, query);
    await waitFor(() => expect(toasts(rt)).toEqual([[message, 'error']]));
    expect(rt.callsOf('shareToExternalMoments')).toEqual([]);
  });

  it('takes a text of exactly 2000 characters', async () => {
    const rt = await tap('发表图文', { text: '保'.repeat(2000) });
    await waitFor(() => expect(rt.callsOf('shareToExternalMoments')).toHaveLength(1));
  });
});
