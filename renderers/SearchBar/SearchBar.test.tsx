import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './SearchBar.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './SearchBar.stories';

afterEach(cleanup);

const search = (p: Record<string, unknown>): unknown[] => (p.keyword ? [{ name: '张三' }, { name: '张伟' }] : [{ name: '全部' }]);

describe('SearchBar', () => {
  it('submits the trimmed text into state: the keyed source refetches and onSearch gets event = text', async () => {
    const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: search } });
    await renderPage(page, { runtime });
    expect(await screen.findByText('关键词「」共 1 位客户')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '请输入客户姓名/手机号/车牌号' }), '  张 ');
    // Typing alone does not search.
    expect(runtime.callsOf('request')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    expect(await screen.findByText('关键词「张」共 2 位客户')).toBeInTheDocument();
    expect(runtime.callsOf('request').map((c) => c[1])).toEqual([{ keyword: '' }, { keyword: '张' }]);
    expect(runtime.callsOf('toast')).toEqual([['搜索：张', undefined]]);
  });

  it('submits with the keyboard’s search key and clears back to an empty search', async () => {
    const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: search } });
    const { container } = await renderPage(page, { runtime });
    const input = screen.getByRole('searchbox', { name: '请输入客户姓名/手机号/车牌号' });
    await userEvent.type(input, '13812345678{Enter}');
    expect(await screen.findByText('关键词「13812345678」共 2 位客户')).toBeInTheDocument();
    await userEvent.click(container.querySelector('.ant-input-clear-icon') as Element);
    expect(await screen.findByText('关键词「」共 1 位客户')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(runtime.callsOf('toast').map((c) => c[0])).toEqual(['搜索：13812345678', '搜索：']);
  });

  it('live mode submits after the typing pauses, without a button', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { weixinBaseInfoSearch: search } }) });
    const live = screen.getByRole('searchbox', { name: '输入即搜索' });
    await userEvent.type(live, '李四');
    expect(screen.getByText('实时：')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('实时：李四')).toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: /搜\s?索/ })).toHaveLength(1);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'SearchBar'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findAllByRole('search')).toHaveLength(2);
  });
});
