import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './Chat.page.json?page';
import { FAQ, answerFor } from './fixtures';
import { answerText } from './Chat';


afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
guardConsole();

/**
 * Lays `list` out as a browser would: `height` tall, `contentHeight` of content, its last child
 * `newestHeight` tall at the end of the content (jsdom lays nothing out).
 */
function layOutList(list: HTMLElement, { height, contentHeight, newestHeight }: { height: number; contentHeight: number; newestHeight: number }): void {
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: height });
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: contentHeight });
  const layout = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this === list) return DOMRect.fromRect({ x: 0, y: 0, width: 400, height });
    if (this === list.lastElementChild) return DOMRect.fromRect({ x: 0, y: contentHeight - newestHeight - list.scrollTop, width: 400, height: newestHeight });
    return layout.call(this);
  });
}

const requests = (rt: ReturnType<typeof createFakeRuntime>, api: string): unknown[][] => rt.callsOf('request').filter((c) => c[0] === api).map((c) => [c[1]]);

async function renderChat(answers: Record<string, FakeAnswer>): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { getFrequentlyQuestions: FAQ, isUseful: { ok: true }, ...answers } });
  await renderPage(page, { runtime, query: { sessionId: 'S-42' } });
  await screen.findByText(/您好，我是您的智能助手/);
  return runtime;
}

describe('Chat', () => {
  it('welcomes with FAQ chips from the source; a chip asks it, with a typing indicator until the answer', async () => {
    let reply: (v: unknown) => void = () => undefined;
    const runtime = await renderChat({ chatWithChatBot: () => new Promise((r) => (reply = r)) });
    expect(screen.getByText(/您好，我是您的智能助手/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '理赔进度怎么查询？' }));
    expect(screen.getByText('理赔进度怎么查询？', { selector: '.w-chat__bubble' })).toHaveClass('w-chat__bubble--user');
    expect(screen.getByRole('status', { name: '正在输入' })).toBeInTheDocument();
    expect(requests(runtime, 'chatWithChatBot')).toEqual([[{ question: '理赔进度怎么查询？', sessionId: 'S-42' }]]);
    reply({ answer: '您可在“理赔进度”中输入报案号查询。', answerId: 'A1' });
    expect(await screen.findByText('您可在“理赔进度”中输入报案号查询。')).toHaveClass('w-chat__bubble--assistant');
    expect(screen.queryByRole('status', { name: '正在输入' })).toBeNull();
  });

  it('sends typed questions with Enter or the send button, keeping newlines of long answers', async () => {
    const runtime = await renderChat({ chatWithChatBot: answerFor });
    const input = screen.getByLabelText('输入问题');
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    await userEvent.type(input, '车险续保需要什么{Enter}');
    expect(input).toHaveValue('');
    const long = await screen.findByText(/续保需要准备以下材料/);
    expect(long.textContent).toContain('\n1. 行驶证正副本复印件；');
    await userEvent.type(input, '保费怎么算');
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('关于“保费怎么算”：请联系您的客户经理。')).toBeInTheDocument();
    expect(requests(runtime, 'chatWithChatBot')).toHaveLength(2);
  });

  it('feedback is sent once with the answer id', async () => {
    const runtime = await renderChat({ chatWithChatBot: answerFor });
    await userEvent.type(screen.getByLabelText('输入问题'), '你好{Enter}');
    await screen.findByText('关于“你好”：请联系您的客户经理。');
    await userEvent.click(screen.getByRole('button', { name: /有用/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /有用/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /没用/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /没用/ }));
    expect(requests(runtime, 'isUseful')).toEqual([[{ id: 'A-2', useful: true }]]);
    expect(runtime.callsOf('toast')).toEqual([['感谢您的反馈', 'success']]);
  });

  it('a failed ask shows the error with 重新发送', async () => {
    let fail = true;
    const runtime = await renderChat({ chatWithChatBot: (p: Record<string, unknown>) => (fail ? new FakeRequestError('网络异常，请稍后重试', 'chatWithChatBot') : answerFor(p)) });
    await userEvent.type(screen.getByLabelText('输入问题'), '你好{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新发送' }));
    expect(await screen.findByText('关于“你好”：请联系您的客户经理。')).toBeInTheDocument();
    expect(requests(runtime, 'chatWithChatBot')).toHaveLength(2);
  });

  it('opens on the welcome from its top: the greeting, then the suggested questions', async () => {
    const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
    // A welcome taller than the list, already at the first render.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('w-chat__list') ? 1234 : 0;
      },
    });
    try {
      await renderChat({ chatWithChatBot: answerFor });
      expect((document.querySelector('.w-chat__list') as HTMLElement).scrollTop).toBe(0);
    } finally {
      if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
    }
  });

  it('scrolls to the end for a short answer, and to the first line of one taller than the list', async () => {
    await renderChat({ chatWithChatBot: answerFor });
    const list = document.querySelector('.w-chat__list') as HTMLElement;
    const layOut = (contentHeight: number, newestHeight: number): void => layOutList(list, { height: 500, contentHeight, newestHeight });

    layOut(1234, 80);
    await userEvent.type(screen.getByLabelText('输入问题'), '你好{Enter}');
    await screen.findByText('关于“你好”：请联系您的客户经理。');
    expect(list.scrollTop).toBe(1234 - 500);

    layOut(3000, 1200);
    await userEvent.type(screen.getByLabelText('输入问题'), '车险续保需要什么{Enter}');
    await screen.findByText(/续保需要准备以下材料/);
    expect(list.scrollTop).toBe(3000 - 1200);
  });

  it('reads the reply from answerPath, plain text or common fields', () => {
    expect(answerText('直接文本')).toBe('直接文本');
    expect(answerText({ content: '内容' })).toBe('内容');
    expect(answerText({ data: { reply: '回复' } }, 'data')).toBe('回复');
    expect(answerText({ x: 1 })).toBe('');
  });
});
