/**
 * The action engine's sends to the current chat (src/core/actions/chatRecipient.ts), through a JSON
 * page and recorded services: what the user sees for each answer of the chat check, and that a
 * refused or declined send sends nothing and runs neither `then` nor `catch`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatCheck } from '@/core/actions';
import { createFakeRuntime, type FakeRuntime } from '@/react/testing';
import type { RuntimeServices } from '@/react/runtime';
import page from './fixtures/send-to-chat.page.json?page';
import { renderPage } from '../../utils/renderPage';

afterEach(cleanup);

const ZHANG = { kind: 'single' as const, id: 'wmSandboxCust001', name: '张伟' };

/** Renders the page, taps `button`; `declines` makes the user cancel every confirm (still recorded). */
async function tap(button: string, query: Record<string, string>, overrides: Partial<RuntimeServices>, declines = false): Promise<FakeRuntime> {
  const runtime = createFakeRuntime({ overrides });
  if (declines) {
    runtime.confirm = async (options) => {
      runtime.calls.push({ kind: 'confirm', args: [options] });
      return false;
    };
  }
  await renderPage(page, { runtime, query });
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return runtime;
}

const answering = (check: ChatCheck) => async () => check;
/** Nothing went out and the page's chains did not run. */
function expectNothingSent(rt: FakeRuntime): void {
  expect(rt.callsOf('sendToChat')).toEqual([]);
  expect(rt.callsOf('closeWindow')).toEqual([]);
  expect(rt.callsOf('toast').map(([m]) => m)).not.toContain('已登记');
  expect(rt.callsOf('toast').map(([m]) => m)).not.toContain('发送成功');
}

describe('sendToChat about a customer', () => {
  it("asks the services about the chat with the page's recipient, then sends, says 发送成功 and closes", async () => {
    const rt = await tap('发送保单', { custId: 'C1', name: '张伟' }, {});
    await waitFor(() => expect(rt.callsOf('closeWindow')).toHaveLength(1));
    expect(rt.callsOf('checkChat')).toEqual([[{ custId: 'C1', name: '张伟' }]]);
    expect(rt.callsOf('confirm')).toEqual([]);
    expect(rt.callsOf('sendToChat')).toEqual([[{ msgtype: 'text', text: { content: '保单信息' } }]]);
    expect(rt.callsOf('toast')).toEqual([['发送成功', 'success'], ['已登记', undefined]]);
  });

  it("refuses without the customer's identifiers, before asking about the chat", async () => {
    const rt = await tap('发送保单', { name: '张伟' }, {});
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['缺少客户信息，未发送', 'error']]));
    expect(rt.callsOf('checkChat')).toEqual([]);
    expectNothingSent(rt);
  });

  it('in another chat sends nothing and, declined, opens no chat', async () => {
    const rt = await tap('发送保单', { custId: 'C1' }, {
      checkChat: answering({ verdict: 'wrongChat', current: 'single', currentName: '', recipient: ZHANG }),
    }, true);
    await waitFor(() => expect(rt.callsOf('confirm')).toHaveLength(1));
    expect(rt.callsOf('confirm')[0][0]).toEqual({
      title: '未发送',
      content: '当前会话不是张伟，未发送。请打开与张伟的会话后再发送。',
      okText: '打开与张伟的会话',
      cancelText: '取消',
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(rt.callsOf('openEnterpriseChat')).toEqual([]);
    expectNothingSent(rt);
  });

  it('says so when the right chat cannot be opened', async () => {
    const rt = await tap('发送保单', { custId: 'C1' }, {
      checkChat: answering({ verdict: 'wrongChat', current: 'none', currentName: '', recipient: ZHANG }),
      openEnterpriseChat: async () => {
        throw Object.assign(new Error('openEnterpriseChat:fail'), { userMessage: '无法打开会话' });
      },
    });
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['无法打开会话', 'error']]));
    expect(rt.callsOf('confirm')[0][0]).toMatchObject({ content: '当前不在与张伟的会话中，未发送。请打开与张伟的会话后再发送。' });
    expectNothingSent(rt);
  });

  it('refuses a customer without a WeCom contact', async () => {
    const rt = await tap('发送保单', { custId: 'C1' }, { checkChat: answering({ verdict: 'noContact', name: '张伟' }) });
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['未找到张伟的企业微信联系人，未发送', 'warning']]));
    expectNothingSent(rt);
  });

  it("runs the page's catch when the chat cannot be checked", async () => {
    const rt = await tap('发送保单', { custId: 'C1' }, {
      checkChat: async () => {
        throw Object.assign(new Error('HTTP 500'), { userMessage: '系统繁忙' });
      },
    });
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['发送失败：系统繁忙', 'warning']]));
    expect(rt.callsOf('sendToChat')).toEqual([]);
  });
});

describe('sendToChat about no one', () => {
  it('says whom it goes to and sends nothing when declined', async () => {
    const rt = await tap('发送公告', {}, {
      checkChat: answering({ verdict: 'ok', chat: 'single', name: '李娜' }),
    }, true);
    await waitFor(() => expect(rt.callsOf('confirm')).toEqual([[{ title: '发送到当前会话', content: '将发送给当前会话的客户“李娜”。', okText: '发送' }]]));
    expectNothingSent(rt);
  });

  it('names the customer group it goes into', async () => {
    const rt = await tap('发送公告', {}, { checkChat: answering({ verdict: 'ok', chat: 'group', name: '张伟家庭车险服务群' }) });
    await waitFor(() => expect(rt.callsOf('sendToChat')).toHaveLength(1));
    expect(rt.callsOf('confirm')[0][0]).toMatchObject({ content: '将发送到当前客户群“张伟家庭车险服务群”。' });
  });

  it('sends nothing outside a chat', async () => {
    const rt = await tap('发送公告', {}, { checkChat: answering({ verdict: 'wrongChat', current: 'none', currentName: '' }) });
    await waitFor(() => expect(rt.callsOf('toast')).toEqual([['当前不在客户会话中，未发送。请在客户聊天窗口的工具栏中打开本页后再发送', 'warning']]));
    expectNothingSent(rt);
  });
});

describe('enqueueMedia sent at once', () => {
  it('neither queues nor sends for a customer whose chat this is not', async () => {
    const rt = await tap('发送海报', { ext: 'wmSandboxCust001' }, {
      checkChat: answering({ verdict: 'wrongChat', current: 'single', currentName: '李娜', recipient: ZHANG }),
    }, true);
    await waitFor(() => expect(rt.callsOf('confirm')).toHaveLength(1));
    expect(rt.callsOf('confirm')[0][0]).toMatchObject({ content: '当前会话不是张伟（当前是李娜），未发送。请打开与张伟的会话后再发送。' });
    expect(rt.callsOf('enqueueMedia')).toEqual([]);
  });

  it("queues and sends in the customer's chat", async () => {
    const rt = await tap('发送海报', { ext: 'wmSandboxCust001' }, {});
    await waitFor(() => expect(rt.callsOf('enqueueMedia')).toEqual([[{ mediaId: 'M1', externalUserId: 'wmSandboxCust001', type: 'image' }, true]]));
    expect(rt.callsOf('checkChat')).toEqual([[{ externalUserId: 'wmSandboxCust001' }]]);
  });
});
