import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as loadingStories from '@/shell/LoadingMask.stories';
import * as navBarStories from '@/shell/NavBar.stories';
import * as notifyStories from '@/shell/Notify.stories';
import * as viewStackStories from '@/shell/ViewStack.stories';
import { closeNotify, closeToast, hideLoading } from '@/shell';

// jsdom has no matchMedia; antd's List asks for breakpoints.
beforeAll(() => {
  window.matchMedia ??= (query: string): MediaQueryList =>
    ({
      media: query,
      matches: false,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

afterEach(() => {
  act(() => {
    hideLoading();
    closeNotify();
    closeToast();
  });
  cleanup();
});

const files = { navBarStories, loadingStories, notifyStories, viewStackStories };

describe('shell stories render', () => {
  for (const [file, module] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(composeStories(module))) {
      it(`${file} › ${name}`, () => {
        render(<Story />);
        expect(document.querySelector('.shell-layout')).not.toBeNull();
      });
    }
  }
});

describe('ViewStack demo story', () => {
  it('keeps the customer list filter across a visit to a detail page', async () => {
    const { Demo } = composeStories(viewStackStories);
    render(<Demo />);
    fireEvent.click(screen.getByRole('button', { name: /客户列表/ }));
    fireEvent.change(screen.getByPlaceholderText('筛选客户'), { target: { value: '客户 1' } });
    fireEvent.click(screen.getByText('客户 12'));
    expect(screen.getByRole('heading', { name: '客户 12' })).toBeInTheDocument();
    const backButtons = screen.getAllByRole('button', { name: '返回' });
    fireEvent.click(backButtons[backButtons.length - 1]);
    expect(screen.getByPlaceholderText('筛选客户')).toHaveValue('客户 1');
  });
});
