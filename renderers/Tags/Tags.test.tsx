import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import { TEST_DICTS } from '@renderers/testing/dicts';
import page from './Tags.page.json?page';
import propsSchema from './props.schema.json';
import { CUSTOMER_TAGS } from './fixtures';
import * as stories from './Tags.stories';

afterEach(cleanup);

async function lists(): Promise<HTMLElement[]> {
  const runtime = createFakeRuntime({ answers: { customerDetail: CUSTOMER_TAGS }, dicts: TEST_DICTS });
  await renderPage(page, { runtime });
  await screen.findByText('车险客户');
  return screen.getAllByRole('list', { name: '标签' });
}

describe('Tags', () => {
  it('shows at most max tags and a +N that expands the rest', async () => {
    const [labels] = await lists();
    expect(within(labels).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['车险客户', '非车险客户', '近30天到期', '+2']);
    await userEvent.click(within(labels).getByRole('button', { name: '展开其余 2 个标签' }));
    expect(within(labels).getAllByRole('listitem')).toHaveLength(5);
    expect(within(labels).getByText(/长期合作客户/)).toBeInTheDocument();
  });

  it('uses object colours, labelKey and dictionary labels, and skips blank items', async () => {
    const [, colored, objects, codes] = await lists();
    expect(within(colored).getByText('VIP')).toHaveClass('ant-tag-gold');
    expect(within(colored).getByText('高价值')).toHaveStyle({ color: '#c8161d' });
    expect(within(colored).getByText('续保意向强')).toHaveClass('ant-tag-blue');
    expect(within(objects).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['成都锦江营业部', '重点客户群']);
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['在保', '脱保']);
  });

  it('renders nothing for an empty list', async () => {
    expect(await lists()).toHaveLength(4);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Tags'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText('以上为客户标签')).toBeInTheDocument();
  });
});
