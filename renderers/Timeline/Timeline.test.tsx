import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import { expectSourceError } from '@renderers/testing/sourceStates';
import page from './Timeline.page.json?page';
import propsSchema from './props.schema.json';
import { CLAIM } from './fixtures';
import * as stories from './Timeline.stories';

afterEach(cleanup);

describe('Timeline', () => {
  it('lists the schedule with formatted times and marks the current entry', async () => {
    const runtime = createFakeRuntime({ answers: { claimSchedule: CLAIM } });
    await renderPage(page, { runtime, query: { claimNo: 'C1' } });
    await screen.findByText('报案受理');
    const [claim] = screen.getAllByRole('list');
    const entries = within(claim).getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    expect(within(entries[0]).getByText('2024-11-18 08:12:30').tagName).toBe('TIME');
    // A timestamp is formatted too.
    expect(within(entries[1]).getByText(/^2024-11-19 \d\d:\d\d:00$/)).toBeInTheDocument();
    expect(entries[2]).toHaveAttribute('aria-current', 'step');
    expect(entries[2]).toHaveTextContent('（进行中）');
    expect(entries[3]).toHaveClass('w-timeline__item--pending');
    expect(entries[3].querySelector('time')).toBeNull();
  });

  it('reverses a static schedule and applies a custom time format', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { claimSchedule: CLAIM } }) });
    await screen.findByText('报案受理');
    const [, stat] = screen.getAllByRole('list');
    expect(within(stat).getAllByRole('listitem').map((li) => li.querySelector('time')?.textContent)).toEqual(['11-19 09:30', '11-18 08:00']);
  });

  it('shows 暂无进度 for an empty schedule and the Chinese error when the call fails', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { claimSchedule: { schedule: [] } } }) });
    await screen.findByText('暂无进度');
    cleanup();
    await expectSourceError(page, 'claimSchedule', '理赔信息查询超时');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Timeline'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText('查勘')).toBeInTheDocument();
  });
});
