import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scrollToTop, ViewStack, type SlideDirection, type ViewStackEntry } from '@/shell';
import { installScrollModel, uninstallScrollModel } from './scrollModel';

let reducedMotion = false;

beforeAll(() => {
  installScrollModel();
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      media: query,
      get matches() {
        return query.includes('prefers-reduced-motion') && reducedMotion;
      },
    }) as MediaQueryList;
});
afterAll(uninstallScrollModel);
afterEach(() => {
  cleanup();
  reducedMotion = false;
  vi.useRealTimers();
});

const lifecycle = { mounted: [] as string[], unmounted: [] as string[] };

function Page({ name }: { name: string }): ReactNode {
  const [value, setValue] = useState('');
  useEffect(() => {
    lifecycle.mounted.push(name);
    return () => {
      lifecycle.unmounted.push(name);
    };
  }, [name]);
  return (
    <div style={{ height: 2000 }}>
      <input aria-label={name} value={value} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}

const kept = (name: string): ViewStackEntry => ({ key: name, keepAlive: true, element: <Page name={name} /> });
const once = (name: string, key = `loc-${name}`): ViewStackEntry => ({
  key,
  keepAlive: false,
  element: <Page name={name} />,
});

function Harness({ entry, direction = 'none', max }: { entry: ViewStackEntry; direction?: SlideDirection; max?: number }): ReactNode {
  return <ViewStack current={entry} direction={direction} max={max} />;
}

const scrollerOf = (name: string): HTMLElement => {
  const el = screen.getByLabelText(name).closest<HTMLElement>('.shell-view__scroller');
  if (!el) throw new Error(`no scroller for ${name}`);
  return el;
};
const frameOf = (name: string): HTMLElement => {
  const el = scrollerOf(name).parentElement;
  if (!el) throw new Error(`no frame for ${name}`);
  return el;
};
const scrollTo = (el: HTMLElement, top: number): void => {
  el.scrollTop = top;
  fireEvent.scroll(el);
};

describe('ViewStack', () => {
  it('keeps the state and scroll position of a kept-alive view across a visit elsewhere', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness entry={kept('List')} />);
    await user.type(screen.getByLabelText('List'), '张三');
    scrollTo(scrollerOf('List'), 240);

    rerender(<Harness entry={once('Detail')} />);
    expect(frameOf('List')).toHaveAttribute('hidden');
    // As in a browser, the hidden view has lost its scroll position.
    expect(scrollerOf('List').scrollTop).toBe(0);
    expect(screen.getByLabelText('Detail')).toBeVisible();

    rerender(<Harness entry={kept('List')} />);
    expect(screen.getByLabelText('List')).toHaveValue('张三');
    expect(frameOf('List')).not.toHaveAttribute('hidden');
    expect(scrollerOf('List').scrollTop).toBe(240);
  });

  it('starts a kept-alive view afresh at the top when it comes back with content of another key (another query)', async () => {
    const user = userEvent.setup();
    const keyed = (contentKey: string): ViewStackEntry => ({ key: 'List', keepAlive: true, element: <Page key={contentKey} name="List" /> });
    const { rerender } = render(<Harness entry={keyed('tab=2')} />);
    await user.type(screen.getByLabelText('List'), '张三');
    scrollTo(scrollerOf('List'), 240);
    rerender(<Harness entry={once('Detail')} />);

    rerender(<Harness entry={keyed('tab=all')} />);
    expect(screen.getByLabelText('List')).toHaveValue('');
    expect(scrollerOf('List').scrollTop).toBe(0);

    // The same content again keeps its state and position.
    await user.type(screen.getByLabelText('List'), '李四');
    scrollTo(scrollerOf('List'), 120);
    rerender(<Harness entry={once('Detail')} />);
    rerender(<Harness entry={keyed('tab=all')} />);
    expect(screen.getByLabelText('List')).toHaveValue('李四');
    expect(scrollerOf('List').scrollTop).toBe(120);
  });

  it('unmounts a view that is not kept alive when it is left', () => {
    lifecycle.unmounted.length = 0;
    const { rerender } = render(<Harness entry={once('Detail')} />);
    rerender(<Harness entry={kept('List')} />);
    expect(screen.queryByLabelText('Detail')).not.toBeInTheDocument();
    expect(lifecycle.unmounted).toContain('Detail');
  });

  it('starts a new view at the top and remounts a non-kept view fresh', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness entry={once('Detail', 'k1')} />);
    await user.type(screen.getByLabelText('Detail'), 'abc');
    scrollTo(scrollerOf('Detail'), 100);
    rerender(<Harness entry={kept('List')} />);
    rerender(<Harness entry={once('Detail', 'k2')} />);
    expect(screen.getByLabelText('Detail')).toHaveValue('');
    expect(scrollerOf('Detail').scrollTop).toBe(0);
  });

  it('evicts the least recently used kept view beyond max', () => {
    lifecycle.unmounted.length = 0;
    const { rerender } = render(<Harness entry={kept('A')} max={2} />);
    rerender(<Harness entry={kept('B')} max={2} />);
    rerender(<Harness entry={kept('A')} max={2} />);
    rerender(<Harness entry={kept('C')} max={2} />);
    expect(screen.queryByLabelText('B')).not.toBeInTheDocument();
    expect(lifecycle.unmounted).toEqual(['B']);
    expect(screen.getByLabelText('A', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText('C')).toBeVisible();
  });

  it('bounds kept views at 8 by default', () => {
    const names = ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9'];
    const { rerender, container } = render(<Harness entry={kept(names[0])} />);
    for (const name of names.slice(1)) rerender(<Harness entry={kept(name)} />);
    expect(container.querySelectorAll('.shell-view')).toHaveLength(8);
    expect(screen.queryByLabelText('v1')).not.toBeInTheDocument();
  });

  it('slides with translate3d classes and ends the transition on animationend', () => {
    const { rerender } = render(<Harness entry={once('Index', 'k-index')} />);
    rerender(<Harness entry={kept('List')} direction="left" />);
    const leaving = frameOf('Index');
    expect(leaving).toHaveClass('shell-view--leave-left');
    expect(leaving).toHaveAttribute('aria-hidden', 'true');
    expect(frameOf('List')).toHaveClass('shell-view--enter-left');

    // An animation of the page's own content must not end the transition.
    fireEvent.animationEnd(screen.getByLabelText('List'));
    expect(screen.getByLabelText('Index')).toBeInTheDocument();

    fireEvent.animationEnd(frameOf('List'));
    expect(screen.queryByLabelText('Index')).not.toBeInTheDocument();
    expect(frameOf('List')).not.toHaveClass('shell-view--enter-left');
  });

  it('ends the transition after the duration when animationend never comes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Harness entry={once('Index', 'k-index')} />);
    rerender(<Harness entry={once('Detail')} direction="right" />);
    expect(frameOf('Detail')).toHaveClass('shell-view--enter-right');
    expect(frameOf('Index')).toHaveClass('shell-view--leave-right');
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByLabelText('Index')).not.toBeInTheDocument();
  });

  it('does not animate when the user prefers reduced motion', () => {
    reducedMotion = true;
    const { rerender } = render(<Harness entry={once('Index', 'k-index')} />);
    rerender(<Harness entry={once('Detail')} direction="left" />);
    expect(screen.queryByLabelText('Index')).not.toBeInTheDocument();
    expect(frameOf('Detail').className).toBe('shell-view');
  });

  it('scrollToTop scrolls the current view', () => {
    render(<Harness entry={kept('List')} />);
    scrollTo(scrollerOf('List'), 500);
    scrollToTop();
    expect(scrollerOf('List').scrollTop).toBe(0);
  });

  it('keeps state and scroll under StrictMode', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <StrictMode>
        <Harness entry={kept('List')} />
      </StrictMode>,
    );
    await user.type(screen.getByLabelText('List'), 'x');
    scrollTo(scrollerOf('List'), 80);
    rerender(
      <StrictMode>
        <Harness entry={once('Detail')} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Harness entry={kept('List')} />
      </StrictMode>,
    );
    expect(screen.getByLabelText('List')).toHaveValue('x');
    expect(scrollerOf('List').scrollTop).toBe(80);
  });
});
