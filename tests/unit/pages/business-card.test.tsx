/**
 * business-card/register-card against the sandbox: a newcomer registers the card; the gate is reset
 * and the user returns to where the gate stopped them (redirect=cache) or to the card page.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getUserInfo, removeToken } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';


const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

type Harness = SandboxPage;

const open = (pageId: string, persona: string, query: Record<string, string> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { persona, query, comId: COM });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

beforeEach(() => {
  cleanup();
  localStorage.clear();
  removeToken();
});

describe('business-card/register-card', () => {
  it('registers the card with the chosen fields, says 注册成功 and returns after the fix', async () => {
    const h = await open('business-card/register-card', 'newcomer', { redirect: 'cache', type: 'register' });
    const intro = await screen.findByPlaceholderText(/介绍您的从业经历/, {}, { timeout: 8000 });
    await userEvent.type(intro, '八年车险服务经验');
    await userEvent.click(screen.getByRole('button', { name: '注册名片' }));
    await waitFor(() => expect(h.rt.callsOf('returnAfterFix')).toEqual([['/business-card/index']]));
    const [, params] = called(h, 'custManagerInfoRegister')[0];
    expect(params).toMatchObject({ userName: getUserInfo()?.userName, mobile: getUserInfo()?.mobile, recordType: '1', expertise: '1', introduce: '八年车险服务经验' });
    expect(h.rt.callsOf('toast')).toContainEqual(['注册成功', 'success']);
    expect(h.rt.callsOf('resetPermission')).toHaveLength(1);
    expect(sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.managerRecord?.introduce).toBe('八年车险服务经验');
  });

  it('goes to the card page when it was not sent by the gate', async () => {
    const h = await open('business-card/register-card', 'newcomer', { redirect: '', type: 'register' });
    await userEvent.click(await screen.findByRole('button', { name: '注册名片' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toEqual([['/business-card/index', {}, true]]));
    expect(h.rt.callsOf('returnAfterFix')).toHaveLength(0);
  });
});
