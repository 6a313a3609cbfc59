/**
 * create-group/reviewer-config against the sandbox: the configuration named by ?id, and a link
 * without one (no call, the way to the list instead of a form of "undefined" values).
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const open = (query: Record<string, string> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, 'create-group/reviewer-config', { persona: 'reviewer', query, comId: COM });

startEachTestFresh(sandbox);

describe('create-group/reviewer-config', () => {
  it('shows the configuration of ?id with its reviewer', async () => {
    const h = await open({ id: 'RC111' });
    expect(await screen.findByText('郭春梅', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(/工号 11010002/)).toBeInTheDocument();
    expect(h.called('queryReviewerConfig')).toHaveLength(1);
  });

  it('without ?id loads nothing and offers the list', async () => {
    const h = await open();
    expect(await screen.findByText('未指定审核人配置', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/undefined/)).toBeNull();
    expect(screen.queryByText('审核范围')).toBeNull();
    expect(h.called('queryReviewerConfig')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '去审核人列表' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/create-group/reviewer-config-list', {}, true]]);
  });
});
