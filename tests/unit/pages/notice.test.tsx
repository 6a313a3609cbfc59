/**
 * notice/health-notice serves /notice/health-notice and /notice/cust-info-authorization (route
 * props): each shows its own text; 我已阅读并同意 needs the box ticked, then continues to the
 * redirect (through the URL policy) or goes back.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const PAGE = 'notice/health-notice';

startEachTestFresh(sandbox);

describe('notice pages', () => {
  it('health notice: refuses to continue until the customer\'s consent is ticked, then opens the redirect', async () => {
    const h = await openSandboxPage(sandbox, PAGE, { route: 'HealthNotice', query: { custName: '张伟', redirect: '/nonvehicle/accidentIns?productCode=EAK' } });
    expect(await screen.findByText(/过去两年内是否曾住院检查或治疗/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/请与客户张伟共同阅读以下健康告知/)).toBeInTheDocument();
    const agree = await screen.findByRole('button', { name: '我已阅读并同意' }, { timeout: 8000 });
    await userEvent.click(agree);
    expect(await screen.findByText('请选择确认')).toBeInTheDocument();
    expect(h.rt.callsOf('openUrl')).toHaveLength(0);
    await userEvent.click(screen.getByText('客户已知悉并同意上述内容'));
    await userEvent.click(agree);
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toEqual([['/nonvehicle/accidentIns?productCode=EAK', true]]));
  });

  it('customer information authorization: its own text; without a redirect it goes back', async () => {
    const h = await openSandboxPage(sandbox, PAGE, { route: 'CustInfoAuthorization' });
    expect(await screen.findByText(/收集、使用本人的以下信息/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/过去两年内是否曾住院/)).toBeNull();
    await userEvent.click(await screen.findByRole('checkbox', { name: '客户已知悉并同意上述内容' }, { timeout: 8000 }));
    await userEvent.click(screen.getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(h.rt.callsOf('back')).toHaveLength(1));
  });
});
