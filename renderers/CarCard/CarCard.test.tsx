import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { expectCardShows } from '@renderers/testing/cards';
import page from './CarCard.page.json?page';
import { CAR_ROWS } from './fixtures';
import { expiryOf, maskVin } from './expiry';
import { normalisePlate } from './PlateBadge';


afterEach(cleanup);
guardConsole();
// Only Date is faked, so Testing Library's waits keep working.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-01T10:00:00'));
});
afterAll(() => vi.useRealTimers());

async function renderCars(): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { queryCarList: CAR_ROWS } });
  await renderPage(page, { runtime, query: { custId: 'C1001' } });
  await screen.findByText('大众 朗逸 1.5L 自动舒适版');
  return runtime;
}


describe('CarCard', () => {
  it('draws ordinary plates blue and 8-character new-energy plates green', async () => {
    await renderCars();
    expect(screen.getByLabelText('车牌 京A12345')).toHaveClass('w-plate--blue');
    expect(screen.getByLabelText('车牌 粤BD12345（新能源）')).toHaveClass('w-plate--green');
    expect(screen.getByText('未上牌')).toHaveClass('w-plate--none');
  });

  it('masks the middle of the VIN and shows the registration date', async () => {
    await renderCars();
    expectCardShows('大众 朗逸 1.5L 自动舒适版', ['LSVAM4*******4512', '2019-05-20'], ['LSVAM4187C2184512']);
  });

  it('counts down to the insurance expiry: soon, lapsed, far', async () => {
    await renderCars();
    expectCardShows('大众 朗逸 1.5L 自动舒适版', ['12 天后到期']);
    expectCardShows('比亚迪 汉 EV 创世版', ['已脱保 3 天']);
    expectCardShows('未知车型', ['214 天后到期']);
  });

  it('runs onClick with the row item', async () => {
    const runtime = await renderCars();
    await userEvent.click(screen.getByRole('button', { name: '车辆 粤BD12345' }));
    expect(runtime.callsOf('toast')).toEqual([['车辆 LGXCE6CB5N0123456', undefined]]);
  });

  it('helpers: today, short VINs, plate spellings', () => {
    expect(expiryOf('2025-06-01')).toMatchObject({ text: '今天到期', tone: 'error' });
    expect(expiryOf('')).toBeNull();
    expect(maskVin('ABC123')).toBe('ABC123');
    expect(normalisePlate(' 京a·12345 ')).toBe('京A12345');
    expect(normalisePlate('***')).toBe('');
  });
});
