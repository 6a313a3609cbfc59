/**
 * The guard turns the debug console on when the debug cookie is set (spec 4.1 step 2); it is a
 * lazily loaded script with a registered key, and when it cannot be loaded the user is told
 * vconsole加载失败 (spec 8) while the navigation goes on.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { runGuard } from '@/router';
import { guardDeps } from '@/app/guardDeps';
import { NotifyHost } from '@/shell';
import { COOKIE_KEYS } from '@/session';
import { setupSandbox } from '../../utils/sandboxServer';
import { startEachTestFresh } from '../../utils/sandboxPage';

vi.mock('vconsole', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/vconsole.min.js');
});

const sandbox = setupSandbox();
startEachTestFresh(sandbox);

describe('debug console', () => {
  it('says vconsole加载失败 when its script does not load, and the navigation still passes', async () => {
    render(<NotifyHost />);
    Cookies.set(COOKIE_KEYS.debug, '1');
    try {
      const outcome = await runGuard({ path: '/login', query: { comId: '11000000' } }, null, guardDeps);
      expect(outcome.kind).toBe('pass');
      expect(await screen.findByText('vconsole加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
    } finally {
      Cookies.remove(COOKIE_KEYS.debug);
    }
  });
});
