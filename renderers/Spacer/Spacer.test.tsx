import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Spacer.page.json?page';
import propsSchema from './props.schema.json';

afterEach(cleanup);

describe('Spacer', () => {
  it('adds space in rem, and dividers are separators', async () => {
    const { container } = await renderPage(page);
    await screen.findByText('第一段');
    const [space, line, text] = Array.from(container.querySelectorAll<HTMLElement>('.w-spacer'));
    expect(space).toHaveAttribute('aria-hidden');
    expect(space.style.height).toBe('0.48rem');
    expect(line).toHaveAttribute('role', 'separator');
    expect(line.style.paddingTop).toBe('0.24rem');
    expect(line.style.background).toMatch(/#fff|rgb\(255, 255, 255\)/);
    expect(text).toHaveTextContent('以上为该客户近三年内在本公司投保的全部车险及非车险保单');
    expect(screen.getAllByRole('separator')).toHaveLength(2);
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Spacer'));
});
