/**
 * The confirm dialog and the action sheet actions ask for, shown by <DialogHost/> of the shell
 * (beside toast and notify): each request resolves with the user's answer, and a new request
 * cancels the one still open.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost, actionSheet, closeDialog, confirmDialog } from '@/shell';
import { installDomStubs } from '../../../renderers/testing/widgetTest';

beforeAll(installDomStubs);

afterEach(() => {
  act(() => closeDialog());
  cleanup();
});

function host(): void {
  // No theme around it: the host brings antd's configuration with the dialogs (src/shell/antdScope.tsx).
  render(<DialogHost />);
}

describe('DialogHost', () => {
  it('asks to confirm and resolves with the answer', async () => {
    host();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: '删除客户', content: '确定删除张伟吗？', okText: '删除' });
    });
    expect(await screen.findByText('确定删除张伟吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^删\s?除$/ }));
    await expect(answer).resolves.toBe(true);
  });

  it('offers an action sheet and resolves with the index picked, or null for 取消', async () => {
    host();
    let picked: Promise<number | null> = Promise.resolve(null);
    act(() => {
      picked = actionSheet('发送方式', [{ label: '发送给客户' }, { label: '转发到群', danger: true }]);
    });
    await userEvent.click(await screen.findByRole('button', { name: '转发到群' }));
    await expect(picked).resolves.toBe(1);

    act(() => {
      picked = actionSheet('发送方式', [{ label: '发送给客户' }]);
    });
    await userEvent.click(await screen.findByRole('button', { name: /^取\s?消$/ }));
    await expect(picked).resolves.toBeNull();
  });

  it('cancels a confirm still open when another request comes', async () => {
    host();
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirmDialog({ content: '第一个' });
    });
    expect(await screen.findByText('第一个')).toBeInTheDocument();
    act(() => {
      void actionSheet(undefined, [{ label: '第二个' }]);
    });
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('button', { name: '第二个' })).toBeInTheDocument();
  });
});
