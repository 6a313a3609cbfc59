import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { expectPropsDescribed } from '@renderers/testing/widgetTest';
import page from './Text.page.json?page';
import rowPage from './Text.row.page.json?page';
import propsSchema from './props.schema.json';

afterEach(cleanup);

describe('Text', () => {
  it('formats, styles, clamps, copies and links', async () => {
    const runtime = createFakeRuntime();
    const { container } = await renderPage(page, { runtime });
    expect(await screen.findByText('客户保单概览')).toBeInTheDocument();
    expect(screen.getByText('¥12,345.60')).toBeInTheDocument();
    expect(screen.getByText('1381****678')).toBeInTheDocument();
    const title = screen.getByText('客户保单概览').closest('p');
    expect(title).toHaveClass('w-text', 'w-text--title');

    const long = screen.getByText(/温馨提示/);
    expect(long.closest('p')).toHaveClass('w-text--clamp');
    expect(long.style.webkitLineClamp).toBe('2');
    expect(long).toHaveAttribute('title', long.textContent);
    expect(screen.getByText(/环球中心/).closest('p')).toHaveClass('w-text--ellipsis');

    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(runtime.callsOf('copy')).toEqual([['PDAA202611000000012345']]);
    expect(runtime.callsOf('toast')[0]?.[0]).toBe('已复制');

    await userEvent.click(screen.getByRole('link', { name: '查看全部保单' }));
    expect(runtime.callsOf('navigate')).toEqual([['/customer-info/policy-list', {}, false]]);
    // Only the copyable text has a copy button.
    expect(container.querySelectorAll('.w-text__copy')).toHaveLength(1);
  });

  it('runs its onClick with the List row it stands in', async () => {
    const policyList = [
      { policyNo: 'PDAA2026000001', productName: '家庭财产险' },
      { policyNo: 'PDAA2026000002', productName: '意外伤害险' },
    ];
    const runtime = createFakeRuntime({ answers: { queryPolicyList: { policyList, total: 2 } } });
    await renderPage(rowPage, { runtime, query: { custId: 'C1' } });
    await userEvent.click(await screen.findByRole('link', { name: '意外伤害险' }));
    await waitFor(() => expect(runtime.callsOf('toast')).toHaveLength(1));
    expect(runtime.callsOf('toast')[0]?.[0]).toBe('保单 PDAA2026000002');
  });

  it('describes every prop for editor completion', () => expectPropsDescribed(propsSchema, 'Text'));
});
