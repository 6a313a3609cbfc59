import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as loadingStories from '@/shell/LoadingMask.stories';
import * as navBarStories from '@/shell/NavBar.stories';
import * as notifyStories from '@/shell/Notify.stories';
import * as viewStackStories from '@/shell/ViewStack.stories';
import { closeNotify, closeToast, hideLoading } from '@/shell';


afterEach(() => {
  act(() => {
    hideLoading();
    closeNotify();
    closeToast();
  });
  cleanup();
});

const listed = (file: string, stories: Record<string, ComponentType>): Array<[string, ComponentType]> =>
  Object.entries(stories).map(([name, Story]) => [`${file} › ${name}`, Story]);

const all = [
  ...listed('NavBar', composeStories(navBarStories)),
  ...listed('LoadingMask', composeStories(loadingStories)),
  ...listed('Notify', composeStories(notifyStories)),
  ...listed('ViewStack', composeStories(viewStackStories)),
];

describe('shell stories render', () => {
  it.each(all)('%s', (_name, Story) => {
    render(<Story />);
    expect(document.querySelector('.shell-layout')).not.toBeNull();
  });
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
