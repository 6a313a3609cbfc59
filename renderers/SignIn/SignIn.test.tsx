import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './SignIn.page.json?page';
import { FAR, NEAR, PLACES, RECORDS } from './fixtures';
import { installGeolocation, type Fix } from './testing';
import { distanceM, wgs84ToGcj02 } from './geo';
import { geoMessage } from './useGeolocation';


afterEach(cleanup);
guardConsole();
let restore = (): void => undefined;
afterEach(() => restore());

async function renderSignIn(fixes: Fix[], answers: Record<string, FakeAnswer> = {}): Promise<ReturnType<typeof createFakeRuntime>> {
  const queue = [...fixes];
  restore = installGeolocation(() => queue.shift() ?? fixes[fixes.length - 1]);
  const runtime = createFakeRuntime({
    answers: { workplacePositionQueryBind: PLACES, workplacePositionQuerySignIn: RECORDS, workplacePositionSignIn: { signTime: '2025-06-01 09:02:11' }, ...answers },
  });
  await renderPage(page, { runtime });
  return runtime;
}

const signButton = (): HTMLElement => screen.getByRole('button', { name: /签到/ });

describe('SignIn', () => {
  it('in range: shows the nearest workplace and distance, signs in with position and workplace, shows the time, refreshes records', async () => {
    const runtime = await renderSignIn([NEAR]);
    expect(await screen.findByText('东城营业部', { selector: '.w-sign-in__place-name' })).toBeInTheDocument();
    expect(screen.getByText('距离 51 米')).toBeInTheDocument();
    expect(screen.getByText('已进入签到范围')).toBeInTheDocument();
    expect(signButton()).toBeEnabled();
    await userEvent.click(signButton());
    expect(await screen.findByText('签到成功 09:02:11')).toBeInTheDocument();
    const call = runtime.callsOf('request').find((c) => c[0] === 'workplacePositionSignIn');
    expect(call?.[1]).toEqual({ userCode: 'U1001', lat: NEAR.lat, lng: NEAR.lng, workplaceId: 'P2' });
    expect(runtime.callsOf('toast')).toEqual([['签到成功', 'success']]);
    await waitFor(() => expect(runtime.callsOf('request').filter((c) => c[0] === 'workplacePositionQuerySignIn')).toHaveLength(2));
    expect(screen.getByText('最近签到：2025-06-01 09:02:11')).toBeInTheDocument();
  });

  it('out of range: the button is disabled with the distance in metres', async () => {
    await renderSignIn([FAR]);
    expect(await screen.findByText('不在签到范围内（距离 1301 米）')).toBeInTheDocument();
    expect(signButton()).toBeDisabled();
  });

  it('permission denied shows 请允许获取位置信息; 重新定位 tries again', async () => {
    await renderSignIn([{ code: 1 }, NEAR]);
    expect(await screen.findByRole('alert')).toHaveTextContent('请允许获取位置信息');
    expect(signButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /重新定位/ }));
    expect(await screen.findByText('已进入签到范围')).toBeInTheDocument();
  });

  it('刷新位置 shows the position of now, not the one the phone reported moments ago', async () => {
    await renderSignIn([FAR, NEAR]);
    expect(await screen.findByText('不在签到范围内（距离 1301 米）')).toBeInTheDocument();
    // The user walks to the workplace and refreshes a few seconds later.
    await userEvent.click(screen.getByRole('button', { name: /刷新位置/ }));
    expect(await screen.findByText('已进入签到范围')).toBeInTheDocument();
    expect(screen.getByText('距离 51 米')).toBeInTheDocument();
    expect(signButton()).toBeEnabled();
  });

  it("lists today's records, and says when there are none", async () => {
    await renderSignIn([NEAR]);
    expect(await screen.findByText('08:55:12')).toBeInTheDocument();
    cleanup();
    restore();
    await renderSignIn([NEAR], { workplacePositionQuerySignIn: [] });
    expect(await screen.findByText('今日暂无签到记录')).toBeInTheDocument();
  });

  it('a failed sign-in shows the Chinese error and no success', async () => {
    const runtime = await renderSignIn([NEAR], { workplacePositionSignIn: () => new FakeRequestError('今日已签到', 'workplacePositionSignIn') });
    await screen.findByText('已进入签到范围');
    await userEvent.click(signButton());
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['今日已签到', 'error']]));
    expect(screen.queryByText(/签到成功/)).toBeNull();
  });

  it('no bound workplace', async () => {
    await renderSignIn([NEAR], { workplacePositionQueryBind: { list: [] } });
    expect(await screen.findByText('暂未绑定职场，请先绑定职场')).toBeInTheDocument();
  });

  it('geometry: haversine, GCJ-02 shift, messages', () => {
    expect(distanceM({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111195, -1);
    const g = wgs84ToGcj02({ lat: 39.9087, lng: 116.3975 });
    // The well-known Beijing offset: a few hundred metres.
    expect(distanceM(g, { lat: 39.9087, lng: 116.3975 })).toBeGreaterThan(300);
    expect(distanceM(g, { lat: 39.9087, lng: 116.3975 })).toBeLessThan(700);
    expect(wgs84ToGcj02({ lat: 51.5, lng: -0.12 })).toEqual({ lat: 51.5, lng: -0.12 });
    expect(geoMessage(3)).toBe('定位超时，请到开阔处重试');
    expect(geoMessage(2)).toBe('无法获取当前位置，请检查手机定位服务是否开启');
  });
});
