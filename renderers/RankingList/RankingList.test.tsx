import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './RankingList.page.json?page';
import propsSchema from './props.schema.json';
import { RANK } from './fixtures';
import * as stories from './RankingList.stories';

afterEach(cleanup);

describe('RankingList', () => {
  it('shows the top rows with medals for 1–3 and formatted values', async () => {
    const runtime = createFakeRuntime({ answers: { renewalRateRank: RANK } });
    await renderPage(page, { runtime, query: { month: '2024-11' } });
    await screen.findByText('王芳');
    const rows = screen.getAllByRole('listitem').filter((li) => li.querySelector('.w-rankinglist__rank'));
    expect(rows.map((r) => within(r).getByLabelText(/^第\d+名$/).textContent)).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(within(rows[0]).getByLabelText('第1名')).toHaveClass('w-rankinglist__rank--gold');
    expect(within(rows[2]).getByLabelText('第3名')).toHaveClass('w-rankinglist__rank--bronze');
    expect(within(rows[3]).getByLabelText('第4名').className).not.toMatch(/--/);
    expect(rows[0]).toHaveTextContent('98.6%');
    expect(rows[1]).toHaveTextContent('城东营业部');
  });

  it('evaluates highlight per row and pins the current user below the top rows', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { renewalRateRank: RANK } }) });
    await screen.findByText('王芳');
    const mine = screen.getByText('李明').closest('li') as HTMLElement;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('我')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current'))).toHaveLength(1);
    expect(screen.queryByText('黄强')).toBeNull();
  });

  it('runs onClick with the row in scope', async () => {
    const runtime = createFakeRuntime({ answers: { renewalRateRank: RANK } });
    await renderPage(page, { runtime });
    await userEvent.click(await screen.findByRole('button', { name: /刘洋/ }));
    expect(runtime.callsOf('navigate')).toEqual([['/report/person-report', { userCode: 'U201', rank: '2' }, false]]);
  });

  it('shows 暂无排名 when empty', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { renewalRateRank: { list: [] } } }) });
    await screen.findByText('暂无排名');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'RankingList'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    await waitFor(() => expect(document.querySelector('.w-rankinglist')).not.toBeNull());
  });
});
