/**
 * root/login against the sandbox: the WeCom OAuth code is exchanged on mount, and without a code a
 * persona button logs in through fakeLogin; both hand the token and query.redirect to the login action.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';


const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

type Harness = SandboxPage;

const open = (pageId: string, persona: string, query: Record<string, string> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { persona, query, comId: COM });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

startEachTestFresh(sandbox);

describe('root/login', () => {
  it('exchanges the OAuth code for a token on mount and continues to the redirect', async () => {
    const h = await open('root/login', 'anonymous', { code: 'reviewer', redirect: '/mine/index' });
    await waitFor(() => expect(h.rt.callsOf('login')).toHaveLength(1));
    expect(called(h, 'login')[0][1]).toEqual({ code: 'reviewer', comId: COM });
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
    expect(called(h, 'fakeLogin')[0][1]).toEqual({ persona: 'claims-advisor', comId: COM });
    expect(called(h, 'login')).toHaveLength(0);
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
    expect(called(h, 'fakeLogin')[0][1]).toEqual({ persona: 'manager', comId: '51000000' });
  });
});
