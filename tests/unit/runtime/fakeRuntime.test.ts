/**
 * The recording fake is derived from the services interface: each method it records notes its call
 * under its own name, with the arguments given, and answers as the real one would (a promise from
 * an asynchronous method).
 */
import { describe, expect, it } from 'vitest';
import { createFakeRuntime } from '@/react/testing';

const OWN = new Set(['calls', 'callsOf', 'request', 'download', 'checkChat', 'shownUrl', 'canGoBack', 'user', 'config', 'log', 'dicts', 'dev']);

describe('createFakeRuntime', () => {
  it('records every other service under its own name, with its arguments', async () => {
    const rt = createFakeRuntime();
    const recorded = Object.entries(rt).filter(([name]) => !OWN.has(name));
    expect(recorded.map(([name]) => name)).toEqual(expect.arrayContaining(['navigate', 'confirm', 'sendToChat', 'setAiModel', 'rewriteQuery']));
    for (const [name, method] of recorded) {
      expect(typeof method, name).toBe('function');
      await Reflect.apply(method, rt, [name, 1]);
      expect(rt.calls.at(-1), name).toEqual({ kind: name, args: [name, 1] });
      expect(rt.callsOf(name), name).toEqual([[name, 1]]);
    }
  });

  it('answers as the app would by default: the user confirms and picks the first option, a send succeeds', async () => {
    const rt = createFakeRuntime();
    rt.navigate('/home', {}, false);
    await expect(rt.confirm({ content: '确定？' })).resolves.toBe(true);
    await expect(rt.actionSheet('分享', [{ label: '分享给客户' }])).resolves.toBe(0);
    await expect(rt.sendToChat({ msgtype: 'text' })).resolves.toEqual({ errMsg: 'sendChatMessage:ok' });
    await expect(rt.currentContact()).resolves.toEqual({ entry: 'normal', externalUserId: '', chatId: '' });
    expect(rt.calls.map((c) => c.kind)).toEqual(['navigate', 'confirm', 'actionSheet', 'sendToChat', 'currentContact']);
  });

  it('keeps each runtime its own record, and an override replaces the recorder', async () => {
    const a = createFakeRuntime({ overrides: { confirm: async () => false } });
    const b = createFakeRuntime();
    await expect(a.confirm({ content: '删除？' })).resolves.toBe(false);
    b.toast('已保存');
    expect(a.calls).toEqual([]);
    expect(b.callsOf('toast')).toEqual([['已保存']]);
  });

  it('answers calls from its map and rejects an unknown one with a Chinese message', async () => {
    const rt = createFakeRuntime({ answers: { queryUser: (p: Record<string, unknown>) => ({ id: p.id }) } });
    await expect(rt.request('queryUser', { id: 7 })).resolves.toEqual({ id: 7 });
    await expect(rt.request('missing', {})).rejects.toMatchObject({ userMessage: '系统错误', apiId: 'missing' });
  });
});
