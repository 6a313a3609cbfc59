import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { closeNotify, closeToast, notify, NotifyHost, toast, type NotifyType } from '@/shell';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => {
    closeNotify();
    closeToast();
  });
  cleanup();
  vi.useRealTimers();
});

describe('notify', () => {
  it.each<[NotifyType, string]>([
    ['success', 'status'],
    ['primary', 'status'],
    ['danger', 'alert'],
    ['warning', 'alert'],
  ])('renders a %s bar (role %s)', (type, role) => {
    render(<NotifyHost />);
    act(() => notify({ type, message: `消息-${type}` }));
    const bar = screen.getByRole(role);
    expect(bar).toHaveTextContent(`消息-${type}`);
    expect(bar).toHaveClass('shell-notify', `shell-notify--${type}`);
  });

  it('replaces the shown bar and hides after the duration (3 s by default)', () => {
    render(<NotifyHost />);
    act(() => notify({ type: 'danger', message: '第一条' }));
    act(() => {
      vi.advanceTimersByTime(2000);
      notify({ type: 'success', message: '第二条' });
    });
    expect(screen.queryByText('第一条')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('第二条')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('第二条')).not.toBeInTheDocument();
  });

  it('stays with duration 0 until closed', () => {
    render(<NotifyHost />);
    act(() => notify({ type: 'warning', message: '请注意', duration: 0 }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('请注意')).toBeInTheDocument();
    act(() => closeNotify());
    expect(screen.queryByText('请注意')).not.toBeInTheDocument();
  });
});

describe('toast', () => {
  it('shows a centred message that hides after 2 s', () => {
    const { container } = render(<NotifyHost />);
    act(() => toast('已复制'));
    expect(screen.getByRole('status')).toHaveTextContent('已复制');
    expect(container.querySelector('.shell-toast-layer')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('已复制')).not.toBeInTheDocument();
  });

  it('shows an icon for typed toasts', () => {
    const { container } = render(<NotifyHost />);
    act(() => toast('发送成功', { type: 'success' }));
    expect(container.querySelector('.shell-toast--success .shell-toast__icon')).not.toBeNull();
    act(() => toast('处理中', { type: 'loading', duration: 0 }));
    expect(container.querySelector('.shell-toast--loading .anticon-spin')).not.toBeNull();
  });
});
