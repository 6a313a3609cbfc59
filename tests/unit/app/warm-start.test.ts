/**
 * Issue 28, warm start: the navigation guard's inputs (the `.do` switch, the app config, the token
 * and the permission results) come from the device's caches on a second open within their
 * lifetimes, so the guard sends nothing before the first page; a cold open asks the gate's two
 * switches in one call. A second open is a fresh copy of every app module (as a new page load has)
 * over the same local storage, against the in-process sandbox.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setupSandbox, catalogue } from '../../utils/sandboxServer';
import { installTestClock, testClockStart } from '../../utils/testClock';
import type { GuardOutcome } from '@/router';

const sandbox = setupSandbox();
const COM = '11000000';
const HOME = `/home/customer-home-page?comId=${COM}`;
const GATE_CALLS = ['/wecom/api/getWecomSystemConfig.do', '/wecom/api/queryMultipleWxConfig.do', '/wecom/api/queryUserCodeInManagerInfo.do', '/weComAPI/getUserInfo'];

/**
 * Opens the app at `url` the way a new page load does: fresh modules (nothing in memory), the
 * request layer configured, the guard run until it decides (a first run generates the routes and
 * re-enters).
 */
async function openApp(url: string): Promise<GuardOutcome> {
  vi.resetModules();
  const { configureRequest } = await import('@/request');
  configureRequest({ apis: catalogue, baseURL: '', reload: () => undefined });
  const { runGuard, parseLocation } = await import('@/router');
  const { guardDeps } = await import('@/app/guardDeps');
  const to = parseLocation(url);
  for (let run = 0; run < 3; run++) {
    const outcome = await runGuard(to, null, guardDeps);
    if (outcome.kind !== 'reenter') return outcome;
  }
  throw new Error('the guard kept re-entering');
}

/** Logs a persona in as the login page leaves the device: token and system comId in local storage. */
async function loggedIn(persona: string, comId = COM): Promise<string> {
  const { setSystemComId, setToken } = await import('@/session');
  setSystemComId(comId);
  const token = await sandbox.login(persona, comId);
  setToken(token);
  return token;
}

/** A first open, then waits until the guard's caches reached local storage (they are signed in the background). */
async function coldOpen(persona = 'manager'): Promise<void> {
  await loggedIn(persona);
  expect(await openApp(HOME)).toEqual({ kind: 'pass' });
  await waitFor(() => {
    for (const key of ['wx_request_do', 'wx_appConfig', 'wx_permissionResults']) expect(localStorage.getItem(key)).toContain('"signature":"');
  });
}

const gateCallsSent = (): string[] => sandbox.sent().filter((path) => GATE_CALLS.includes(path));

afterEach(() => {
  localStorage.clear();
  sandbox.store.reset();
  installTestClock(testClockStart());
});

describe('warm start: the guard sends nothing before the first page', () => {
  it('a cold open reads both of the gate switches in one call', async () => {
    localStorage.clear();
    await loggedIn('manager');
    sandbox.clearSent();
    expect(await openApp(HOME)).toEqual({ kind: 'pass' });
    expect(gateCallsSent()).toEqual(['/wecom/api/queryMultipleWxConfig.do']);
  });

  it('a second open within 30 minutes passes the guard without a single request', async () => {
    localStorage.clear();
    await coldOpen();
    sandbox.clearSent();
    expect(await openApp(HOME)).toEqual({ kind: 'pass' });
    expect(sandbox.sent()).toEqual([]);
  });

  it('a kept denial redirects at once on the second open, and a reset asks again', async () => {
    localStorage.clear();
    sandbox.store.write((state) => {
      state.switches.byComId[COM] = { ...(state.switches.byComId[COM] ?? {}), smart_business_card: '1' };
    });
    await loggedIn('newcomer');
    const first = await openApp(HOME);
    expect(first).toMatchObject({ kind: 'redirect', replace: true });
    const page = first.kind === 'redirect' ? first.to : '';
    expect(page).toMatch(/^\/business-card\/register-card\?/);
    await waitFor(() => expect(localStorage.getItem('wx_permissionResults')).toContain('"signature":"'));

    sandbox.clearSent();
    expect(await openApp(HOME)).toEqual(first);
    expect(sandbox.sent()).toEqual([]);

    // The user registered a card: the page resets the gate (spec 4.2), and the next check asks again.
    const { permissionGate } = await import('@/app/permissionGate');
    permissionGate.reset();
    expect(localStorage.getItem('wx_permissionResults')).toBeNull();
    sandbox.clearSent();
    await openApp(HOME);
    expect(gateCallsSent()).toContain('/wecom/api/queryMultipleWxConfig.do');
  });
});

describe('warm start: the spec rules for expiry and a changed session still hold', () => {
  it('after 30 minutes the gate asks again', async () => {
    localStorage.clear();
    await coldOpen();
    installTestClock(Date.now() + 30 * 60 * 1000 + 1000);
    sandbox.clearSent();
    expect(await openApp(HOME)).toEqual({ kind: 'pass' });
    expect(gateCallsSent()).toEqual(['/wecom/api/queryMultipleWxConfig.do']);
  });

  it('a new token of the same user finds no kept result', async () => {
    localStorage.clear();
    await coldOpen();
    const before = localStorage.getItem('wx_token');
    expect(await loggedIn('manager')).not.toBe(before);
    sandbox.clearSent();
    expect(await openApp(HOME)).toEqual({ kind: 'pass' });
    expect(gateCallsSent()).toEqual(['/wecom/api/queryMultipleWxConfig.do']);
  });

  it('another user on the same device finds no kept denial', async () => {
    localStorage.clear();
    sandbox.store.write((state) => {
      state.switches.byComId[COM] = { ...(state.switches.byComId[COM] ?? {}), smart_business_card: '1' };
    });
    await loggedIn('newcomer');
    expect(await openApp(HOME)).toMatchObject({ kind: 'redirect' });
    await waitFor(() => expect(localStorage.getItem('wx_permissionResults')).toContain('"signature":"'));
    // The manager has a card record: the newcomer's kept denial must not send them to register.
    await loggedIn('manager');
    expect(await openApp(HOME)).toEqual({ kind: 'pass' });
  });

  it('a logout drops the kept results from the device', async () => {
    localStorage.clear();
    await coldOpen();
    const { removeToken } = await import('@/session');
    removeToken();
    expect(localStorage.getItem('wx_permissionResults')).toBeNull();
  });

  it('a comId in the URL other than the stored one clears the session, and nothing kept is used', async () => {
    localStorage.clear();
    await coldOpen();
    sandbox.clearSent();
    // Step 5 clears the token: without a login the home goes to Login, and no kept result is read.
    const outcome = await openApp('/home/customer-home-page?comId=51000000');
    expect(outcome).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/login\?/) as unknown as string });
    expect(localStorage.getItem('wx_permissionResults')).toBeNull();
    expect(gateCallsSent()).toEqual([]);
  });
});
