import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NavBar } from '@/shell';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const bar = (container: HTMLElement): HTMLElement => {
  const el = container.querySelector<HTMLElement>('.shell-navbar');
  if (!el) throw new Error('no nav bar');
  return el;
};

describe('NavBar', () => {
  it('shows a text title as a heading', () => {
    render(<NavBar title="客户详情" />);
    expect(screen.getByRole('heading', { level: 1, name: '客户详情' })).toBeInTheDocument();
  });

  it('renders nothing, not even the placeholder, when show is false', () => {
    const { container } = render(<NavBar show={false} fixed placeholder title="x" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('left click runs onClickLeft when given, and does not go back', () => {
    const onClickLeft = vi.fn();
    const onBack = vi.fn();
    render(<NavBar leftArrow onClickLeft={onClickLeft} onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onClickLeft).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('left click without onClickLeft goes back through onBack', () => {
    const onBack = vi.fn();
    render(<NavBar leftArrow onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('left click with neither handler calls history.back()', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<NavBar leftArrow />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('leftText alone makes a left button named by the text; no left side without arrow or text', () => {
    const onBack = vi.fn();
    const { rerender } = render(<NavBar leftText="关闭" onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    rerender(<NavBar title="t" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('right text is a button only with onClickRight', () => {
    const { rerender } = render(<NavBar rightText="保存" />);
    expect(screen.getByText('保存')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();

    const onClickRight = vi.fn();
    rerender(<NavBar rightText="保存" onClickRight={onClickRight} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onClickRight).toHaveBeenCalledTimes(1);
  });

  it('rightIcon renders a named icon button with a Chinese label, Vant aliases included', () => {
    const onClickRight = vi.fn();
    const { rerender } = render(<NavBar rightIcon="search" onClickRight={onClickRight} />);
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onClickRight).toHaveBeenCalledTimes(1);
    rerender(<NavBar rightIcon="more-o" onClickRight={onClickRight} />);
    expect(screen.getByRole('button', { name: '更多' })).toBeInTheDocument();
  });

  it("rightIcon 'loading' shows a spinner and ignores clicks while loading", () => {
    const onClickRight = vi.fn();
    const { container } = render(<NavBar rightIcon="loading" onClickRight={onClickRight} />);
    expect(container.querySelector('.anticon-spin')).not.toBeNull();
    const button = screen.getByRole('button', { name: '加载中' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClickRight).not.toHaveBeenCalled();
  });

  it('an unknown rightIcon renders nothing on the right', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<NavBar rightIcon="no-such-icon" />);
    expect(container.querySelector('.shell-navbar__right')).toBeNull();
  });

  it('privatelyIcon shows a round avatar image left of the title', () => {
    const { container } = render(<NavBar privatelyIcon="/a.png" title="群聊" />);
    const img = container.querySelector('img.shell-navbar__avatar');
    expect(img).toHaveAttribute('src', '/a.png');
    expect(img?.nextElementSibling).toHaveTextContent('群聊');
  });

  it('a title list renders clickable coloured titles with red-dot badges', () => {
    const onTitleClick = vi.fn();
    const { container } = render(
      <NavBar
        title={[
          { text: '客户', color: 'rgb(200, 22, 29)' },
          { text: '群聊', badge: true },
        ]}
        onTitleClick={onTitleClick}
      />,
    );
    const first = screen.getByRole('button', { name: '客户' });
    expect(first).toHaveStyle({ color: 'rgb(200, 22, 29)' });
    const second = screen.getByRole('button', { name: /群聊/ });
    expect(second.querySelector('.shell-navbar__dot')).not.toBeNull();
    expect(container.querySelectorAll('.shell-navbar__dot')).toHaveLength(1);
    fireEvent.click(second);
    fireEvent.click(first);
    expect(onTitleClick.mock.calls).toEqual([[1], [0]]);
  });

  it('renders the placeholder only when fixed', () => {
    const placeholder = (c: HTMLElement): Element | null => c.querySelector('.shell-navbar-placeholder');
    const { container, rerender } = render(<NavBar fixed placeholder title="t" />);
    expect(placeholder(container)).not.toBeNull();
    expect(bar(container)).toHaveClass('shell-navbar--fixed');
    rerender(<NavBar placeholder title="t" />);
    expect(placeholder(container)).toBeNull();
    expect(bar(container)).not.toHaveClass('shell-navbar--fixed');
    rerender(<NavBar fixed title="t" />);
    expect(placeholder(container)).toBeNull();
  });

  it('applies border (default on), zIndex and className', () => {
    const { container, rerender } = render(<NavBar title="t" />);
    expect(bar(container)).toHaveClass('shell-navbar--border');
    expect(bar(container)).toHaveStyle({ zIndex: '1' });
    rerender(<NavBar title="t" border={false} zIndex={100} className="page-bar" />);
    expect(bar(container)).not.toHaveClass('shell-navbar--border');
    expect(bar(container)).toHaveClass('page-bar');
    expect(bar(container)).toHaveStyle({ zIndex: '100' });
  });
});
