import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulatorBridge, createSimulatorStore, rememberMediaPreview, type SimulatorStore } from '@/wecom';
import { WecomSimulatorPanel } from '@/wecom/simulator/panel/WecomSimulatorPanel';

let store: SimulatorStore;

beforeAll(() => {
  // jsdom does not implement the pseudo-element argument antd's scroll locker passes.
  const getComputedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element));
});

beforeEach(() => {
  sessionStorage.clear();
  store = createSimulatorStore(sessionStorage);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function openPanel(): void {
  render(<WecomSimulatorPanel store={store} />);
  fireEvent.click(screen.getByRole('button', { name: '模拟企微' }));
}

describe('WecomSimulatorPanel', () => {
  it('switches the context to a single chat with the first sandbox customer', async () => {
    openPanel();
    expect(screen.getByText('当前场景：无会话（工作台）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '单聊（客户）' }));
    expect(store.get().context).toEqual({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust001' });
    expect(await screen.findByText('当前场景：单聊：张伟')).toBeInTheDocument();
  });

  it('shows sent messages with previews, newest first', async () => {
    store.setContext({ entry: 'single_chat_tools', externalUserId: 'wmSandboxCust002' });
    const bridge = createSimulatorBridge(store, { toast: () => undefined });
    rememberMediaPreview('MEDIA_IMG', 'blob:preview');
    openPanel();
    await act(async () => {
      await bridge.sendChatMessage({ msgtype: 'text', text: { content: '您好，续保提醒' } });
      await bridge.sendChatMessage({ msgtype: 'image', image: { mediaid: 'MEDIA_IMG' } });
      await bridge.sendChatMessage({
        msgtype: 'news',
        news: { link: 'https://news.example/1', title: '车险新规解读', desc: '三分钟看懂', imgUrl: 'https://img.example/1.png' },
      });
    });
    const entries = screen.getAllByTestId('wecom-log-entry');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]).getByText('车险新规解读')).toBeInTheDocument();
    expect(within(entries[1]).getByAltText('图片预览')).toHaveAttribute('src', 'blob:preview');
    expect(within(entries[2]).getByText('您好，续保提醒')).toBeInTheDocument();
    expect(within(entries[2]).getByText('单聊：李娜')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '清空记录' }));
    expect(screen.queryAllByTestId('wecom-log-entry')).toHaveLength(0);
    expect(screen.getByText('暂无调用记录')).toBeInTheDocument();
  });
});
