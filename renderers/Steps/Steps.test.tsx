import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Steps.page.json?page';
import propsSchema from './props.schema.json';

afterEach(cleanup);

const stepState = (container: HTMLElement, nth: number): string[] =>
  Array.from(container.querySelectorAll('.w-steps')[nth - 1].querySelectorAll('.ant-steps-item')).map((el) =>
    (['finish', 'process', 'wait', 'error'].find((s) => el.classList.contains(`ant-steps-item-${s}`)) ?? '?'),
  );

describe('Steps', () => {
  it('marks steps before the current index done and follows the index in state', async () => {
    const { container } = await renderPage(page);
    await screen.findByText('提交申请');
    const [review] = Array.from(container.querySelectorAll('.w-steps'));
    expect(review).toHaveClass('w-steps--horizontal');
    expect(stepState(container, 1)).toEqual(['finish', 'process', 'wait']);
    expect(review.querySelector('[aria-current="step"]')).toHaveTextContent('审核中');
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(stepState(container, 1)).toEqual(['finish', 'finish', 'process']);
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(stepState(container, 1)).toEqual(['finish', 'finish', 'finish']);
  });

  it('shows a vertical sequence with descriptions and an error step', async () => {
    const { container } = await renderPage(page);
    await screen.findByText('李明 2024-11-20 09:30');
    expect(container.querySelector('.w-steps--vertical .ant-steps-vertical')).not.toBeNull();
    expect(stepState(container, 2)).toEqual(['finish', 'finish', 'error']);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Steps'));
});
