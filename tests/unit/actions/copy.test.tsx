/**
 * The copy action (src/core/actions/modules/copy.ts), through a JSON page and recorded services:
 * it copies the resolved text and says so, and a copy the device refuses shows the services'
 * Chinese message (the README's example of an action module and its test).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, type FakeRuntime } from '@/react/testing';
import type { RuntimeServices } from '@/react/runtime';
import page from './fixtures/copy.page.json?page';
import { renderPage } from '../../utils/renderPage';

afterEach(cleanup);

async function tap(button: string, query: Record<string, string>, overrides: Partial<RuntimeServices> = {}): Promise<FakeRuntime> {
  const runtime = createFakeRuntime({ overrides });
  await renderPage(page, { runtime, query });
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return runtime;
}

describe('copy', () => {
  it('copies the text of the page and says the message given', async () => {
    const rt = await tap('复制手机号', { mobile: '13800138000' });
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['手机号已复制', 'success']]));
    expect(rt.callsOf('copy')).toEqual([['13800138000']]);
  });

  it('says 已复制 without a message', async () => {
    const rt = await tap('复制链接', { link: 'https://example.com/a' });
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['已复制', 'success']]));
    expect(rt.callsOf('copy')).toEqual([['https://example.com/a']]);
  });

  it("shows why a refused copy failed, in the services' words, and does not say it copied", async () => {
    const refused = async (): Promise<void> => {
      throw Object.assign(new Error('copy failed'), { userMessage: '复制失败，请长按手动复制' });
    };
    const rt = await tap('复制手机号', { mobile: '13800138000' }, { copy: refused });
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['复制失败，请长按手动复制', 'error']]));
  });
});
