import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hideLoading, LoadingHost, showLoading } from '@/shell';

afterEach(() => {
  act(() => hideLoading());
  cleanup();
});

function App({ onClick }: { onClick: () => void }): React.ReactNode {
  return (
    <>
      <button type="button" onClick={onClick}>
        提交
      </button>
      <LoadingHost />
    </>
  );
}

describe('LoadingMask', () => {
  it("shows a spinner with the default text '加载中'", () => {
    const { container } = render(<LoadingHost />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => showLoading());
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.shell-loading__spinner')).not.toBeNull();
  });

  it('takes text, colour and mask colour', () => {
    render(<LoadingHost />);
    act(() => showLoading({ text: '提交中', color: 'rgb(255, 0, 0)', maskColor: 'rgba(0, 0, 0, 0.5)' }));
    const mask = screen.getByRole('status');
    expect(mask).toHaveTextContent('提交中');
    expect(mask).toHaveStyle({ background: 'rgba(0, 0, 0, 0.5)' });
    expect(mask.querySelector('.shell-loading__box')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('blocks clicks until hidden, with no time limit', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<App onClick={onClick} />);
    act(() => showLoading());
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    act(() => hideLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('is not counted: one hideLoading hides after several showLoading calls', () => {
    render(<LoadingHost />);
    act(() => {
      showLoading();
      showLoading({ text: '上传中' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('上传中');
    act(() => hideLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
