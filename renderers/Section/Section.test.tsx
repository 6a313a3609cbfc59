import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Section.page.json?page';
import propsSchema from './props.schema.json';
import * as stories from './Section.stories';

afterEach(cleanup);

describe('Section', () => {
  it('shows the title as a heading and runs onExtra from the extra link', async () => {
    const runtime = createFakeRuntime();
    await renderPage(page, { runtime, query: { custId: 'C1001' } });
    const section = await screen.findByRole('region', { name: '客户信息' });
    expect(section).toHaveTextContent('张三');
    expect(screen.getByRole('heading', { name: '客户信息' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(runtime.callsOf('navigate')).toEqual([['/customer-info/more-info-detail', { custId: 'C1001' }, false]]);
  });

  it('collapses and expands its content from the title', async () => {
    await renderPage(page);
    const toggle = await screen.findByRole('button', { name: /保单信息/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('交强险 PDZA202411000123456')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('交强险 PDZA202411000123456')).toBeVisible();
  });

  it('renders a plain extra text and a headless, unpadded card', async () => {
    const { container } = await renderPage(page);
    expect(await screen.findByText('更新于2024-11-20 18:30')).not.toHaveAttribute('role', 'button');
    const flush = screen.getByText('无标题、无内边距的卡片').closest('section');
    expect(flush).toHaveClass('w-section--flush');
    expect(flush?.querySelector('h2')).toBeNull();
    expect(container.querySelectorAll('section.w-section')).toHaveLength(4);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Section'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('region', { name: '客户信息' })).toBeInTheDocument();
  });
});
