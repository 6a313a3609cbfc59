import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import { expectSourceError } from '@renderers/testing/sourceStates';
import page from './Descriptions.page.json?page';
import propsSchema from './props.schema.json';
import { POLICY } from './fixtures';
import * as stories from './Descriptions.stories';

afterEach(cleanup);

const valueOf = (label: string): string | null | undefined => screen.getByText(label).nextElementSibling?.textContent;

describe('Descriptions', () => {
  it('lists formatted pairs in a two-column grid with wide rows, hiding invisible ones', async () => {
    const runtime = createFakeRuntime({ answers: { policyDetail: POLICY } });
    const { container } = await renderPage(page, { runtime, query: { policyNo: 'P1' } });
    await screen.findByText('PDAA202451010000123456');
    expect(runtime.callsOf('request')[0]).toEqual(['policyDetail', { policyNo: 'P1' }, undefined]);
    expect(valueOf('保费')).toBe('¥4,567.80');
    expect(valueOf('起保日期')).toBe('2024-11-20');
    expect(valueOf('被保险人')).not.toBe('张三丰');
    expect(screen.queryByText('车牌号')).toBeNull();
    const grid = container.querySelector('.w-descriptions__grid--2');
    expect(grid?.querySelectorAll('.w-descriptions__item--wide')).toHaveLength(2);
    expect(container.querySelector('.w-descriptions--horizontal .w-descriptions__grid--1')).not.toBeNull();
  });

  it('shows the source’s Chinese error', () => expectSourceError(page, 'policyDetail', '保单不存在'));

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Descriptions'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByText('业务员')).toBeInTheDocument();
  });
});
