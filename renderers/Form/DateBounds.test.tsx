/**
 * A date control's bounds are data: `"minDate": "today"` in x-component-props greys out the days
 * before today in the panel and refuses one typed in, so the form cannot be submitted with it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { formatDateTime } from '@/widget-kit';
import { renderPage } from '../../tests/utils/renderPage';
import page from './Form.dates.page.json?page';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);

const DAY_MS = 86400000;
const day = (offset: number): string => formatDateTime(Date.now() + offset * DAY_MS, 'YYYY-MM-DD');

async function open(): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { reservation: { reservationId: 'R1' } } });
  await renderPage(page, { runtime });
  await waitFor(() => expect(screen.getByPlaceholderText('请选择预约日期')).toBeInTheDocument());
  return runtime;
}

describe('Form date bounds (x-component-props minDate)', () => {
  it('greys out every day before today in the panel, and none from today on', async () => {
    await open();
    await userEvent.click(screen.getByPlaceholderText('请选择预约日期'));
    const cells = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown td[title]')];
      expect(found.length).toBeGreaterThan(27);
      return found;
    });
    const today = day(0);
    expect(cells.some((c) => c.title === today)).toBe(true);
    for (const cell of cells) {
      expect([cell.title, cell.classList.contains('ant-picker-cell-disabled')]).toEqual([cell.title, cell.title < today]);
    }
  });

  it('refuses a past day typed in: the field stays empty and the form is not submitted', async () => {
    const rt = await open();
    const input = screen.getByPlaceholderText('请选择预约日期');
    await userEvent.click(input);
    await userEvent.type(input, `${day(-1)}{Enter}`);
    await userEvent.click(screen.getByText('提交预约'));
    expect(await screen.findByText('请选择预约日期')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(rt.callsOf('request')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, `${day(1)}{Enter}`);
    await userEvent.click(screen.getByText('提交预约'));
    await waitFor(() => expect(rt.callsOf('request')).toHaveLength(1));
    expect(rt.callsOf('request')[0].slice(0, 2)).toEqual(['reservation', { reserveTime: `${day(1)} 10:00:00` }]);
  });
});
