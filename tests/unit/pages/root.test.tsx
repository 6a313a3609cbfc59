/**
 * root/login against the sandbox: the WeCom OAuth code is exchanged on mount, and without a code a
 * persona button logs in through fakeLogin; both hand the token and query.redirect to the login action.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, pageOpener, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';


const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const open = pageOpener(sandbox, COM);

startEachTestFresh(sandbox);

describe('root/login', () => {
  it('exchanges the OAuth code for a token on mount and continues to the redirect', async () => {
    const h = await open('root/login', 'anonymous', { code: 'reviewer', redirect: '/mine/index' });
    await waitFor(() => expect(h.rt.callsOf('login')).toHaveLength(1));
    expect(h.called('login')[0][1]).toEqual({ code: 'reviewer', comId: COM });
    const [token, redirect] = h.rt.callsOf('login')[0] as [string, string];
    expect(token.split('.')).toHaveLength(3);
    expect(redirect).toBe('/mine/index');
  });

  it('offers the six personas without a code; 理赔顾问 logs in as the claims advisor', async () => {
    const h = await open('root/login', 'anonymous');
    for (const label of ['客户经理', '新员工', '营销手机号不一致', '理赔顾问', '建群审核人', '外部群用户']) {
      expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText(/北京分公司/)).toBeInTheDocument();
    expect(screen.getByText(/严禁在本互联网非涉密平台处理/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '理赔顾问' }));
    await waitFor(() => expect(h.rt.callsOf('login')).toHaveLength(1));
    expect(h.called('fakeLogin')[0][1]).toEqual({ persona: 'claims-advisor', comId: COM });
    expect(h.called('login')).toHaveLength(0);
  });

  it("without query.comId (the guard's redirect to login carries only the target) uses the stored system comId", async () => {
    const h = await openSandboxPage(sandbox, 'root/login', {
      persona: 'anonymous',
      query: { comId: '', redirect: '/customer-info/query-customer?comId=51000000' },
      comId: '51000000',
      overrides: { config: () => ({ wecomComId: '51000000', userComId: '51000000' }) },
    });
    expect(await screen.findByText('四川分公司（51000000）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '客户经理' }));
    await waitFor(() => expect(h.rt.callsOf('login')).toHaveLength(1));
    expect(h.called('fakeLogin')[0][1]).toEqual({ persona: 'manager', comId: '51000000' });
  });
});

describe('root/login as /auth (the WeCom OAuth redirect)', () => {
  const openAuth = (query: Record<string, string>): Promise<SandboxPage> =>
    openSandboxPage(sandbox, 'root/login', { persona: 'anonymous', route: 'Auth', query, comId: COM });

  it('exchanges the code and continues to the target the OAuth state carries, offering no personas', async () => {
    const h = await openAuth({ code: 'manager', state: '/mine/index' });
    await waitFor(() => expect(h.rt.callsOf('login')).toHaveLength(1));
    expect(h.called('login')[0][1]).toEqual({ code: 'manager', comId: COM });
    expect(h.rt.callsOf('login')[0][1]).toBe('/mine/index');
    expect(screen.getByText('正在通过企业微信授权登录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '客户经理' })).toBeNull();
    expect(h.called('fakeLogin')).toHaveLength(0);
  });

  it('leads a failed exchange to the error page with the server message', async () => {
    const h = await openAuth({ code: 'manager', comId: '99000000' });
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    const [to, query, replace] = h.rt.callsOf('navigate')[0] as [string, Record<string, string>, boolean];
    expect(to).toBe('/error/500');
    expect(query.message).toBe('省份信息不正确，请从企业微信工作台重新进入');
    expect(replace).toBe(true);
    expect(h.rt.callsOf('login')).toHaveLength(0);
  });

  it('explains a visit without a code and calls nothing', async () => {
    const h = await openAuth({});
    expect(await screen.findByText('授权信息缺失')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '客户经理' })).toBeNull();
    expect(h.called('login')).toHaveLength(0);
  });
});

describe('error/error with a message', () => {
  it('shows the message a failed sign-in carries on the 500 page', async () => {
    await openSandboxPage(sandbox, 'error/error', { persona: 'anonymous', params: { code: '500' }, query: { message: '省份信息不正确，请从企业微信工作台重新进入' } });
    expect(await screen.findByText('省份信息不正确，请从企业微信工作台重新进入')).toBeInTheDocument();
  });
});
