import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import { expectSourceError } from '@renderers/testing/sourceStates';
import page from './ReportChart.page.json?page';
import propsSchema from './props.schema.json';
import { compact, fit, layout, niceTicks, textEm } from './chartMath';
import { REPORT } from './fixtures';
import * as stories from './ReportChart.stories';

afterEach(cleanup);

describe('chart geometry', () => {
  it('picks round ticks that include zero', () => {
    expect(niceTicks(0, 143500)).toEqual([0, 50000, 100000, 150000]);
    expect(niceTicks(-3, 7)).toEqual([-5, 0, 5, 10]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(5, 5)).toEqual([0, 2, 4, 6]);
  });

  it('writes compact Chinese numbers and fits labels', () => {
    expect(compact(1234)).toBe('1,234');
    expect(compact(125000)).toBe('12.5万');
    expect(compact(123456789)).toBe('1.23亿');
    expect(fit('武侯区高新技术产业开发区营业部', 4)).toBe('武侯区…');
    expect(fit('锦江', 4)).toBe('锦江');
  });

  it('labels only the highest and latest values when they do not all fit', () => {
    const pts = REPORT.branches;
    const g = layout(pts, 300, 200, 11, (v) => compact(v ?? 0));
    expect(g.slots.filter((s) => s.showValue).map((s) => s.point.value)).toEqual([2358016]);
    expect(g.slots.filter((s) => s.axisLabel).length).toBeLessThan(pts.length);
    expect(g.slots.every((s) => s.cx > g.left && s.cx < g.right)).toBe(true);
    // The last value label is pulled inside the box.
    const last = g.slots[g.slots.length - 1];
    expect(last.valueX + (textEm(last.valueText) * 11) / 2).toBeLessThanOrEqual(300);
  });
});

describe('ReportChart', () => {
  it('draws one bar per point with value labels and an accessible title and description', async () => {
    const runtime = createFakeRuntime({ answers: { personReport: REPORT } });
    await renderPage(page, { runtime });
    const chart = await screen.findByRole('img', { name: /月度保费/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(5);
    expect(chart.querySelector('desc')).toHaveTextContent('7月：8.6万元；8月：12.5万元；9月：9.8万元；10月：14.35万元；11月：6.12万元');
    expect(Array.from(chart.querySelectorAll('.w-reportchart__value')).map((t) => t.textContent)).toEqual(['8.6万', '12.5万', '9.8万', '14.35万', '6.12万']);
    expect(Array.from(chart.querySelectorAll('.w-reportchart__label')).map((t) => t.textContent)).toEqual(['7月', '8月', '9月', '10月', '11月']);
    expect(screen.getByText('单位：元')).toBeInTheDocument();
  });

  it('draws a line with points, formats values and shows a missing value as —', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { personReport: REPORT } }) });
    const chart = await screen.findByRole('img', { name: /日签到人数/ });
    // The missing value breaks the line and has no point.
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    expect(chart.querySelector('desc')).toHaveTextContent('周三：—');
    expect(chart.querySelector('desc')).toHaveTextContent('周五：21人');
  });

  it('shows 暂无数据 for an empty series and the Chinese error of its source', async () => {
    await renderPage(page, { runtime: createFakeRuntime({ answers: { personReport: { months: [] } } }) });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    cleanup();
    await expectSourceError(page, 'personReport', '报表服务繁忙');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'ReportChart'));

  it.each(Object.entries(composeStories(stories)))('story %s renders', async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('img', { name: /日签到人数/ })).toBeInTheDocument();
  });
});
