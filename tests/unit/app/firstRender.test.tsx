/**
 * The first render of the app (main.tsx): when the first navigation has settled before React's
 * first render (a warm start: guard inputs, chunks and data on the phone), that render is the page
 * itself, with no boot screen rendered, committed and painted before it (src/app/firstPage.ts).
 * Rendered as main.tsx does: the navigation started at the browser's URL, then the app.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from '@/app/App';
import { bootstrap } from '@/app/bootstrap';
import { resetSessionForPreview } from '@/app/preview';
import { createAppRouter, startFirstNavigation } from '@/app/router';
import { setupSandbox } from '../../utils/sandboxServer';

const sandbox = setupSandbox();
bootstrap();

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the first render', () => {
  it('is the first page when its navigation settled before it: no boot screen ever in the document', async () => {
    resetSessionForPreview('11000000', await sandbox.login('manager', '11000000'));
    window.history.replaceState(null, '', '/home/customer-home-page?comId=11000000');
    await startFirstNavigation().settled;
    const booted: boolean[] = [];
    const observer = new MutationObserver(() => booted.push(document.querySelector('.app-boot') !== null));
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => {
      render(<App router={createAppRouter()} />);
    });
    expect(document.querySelector('.app-boot')).toBeNull();
    await screen.findByText('常用功能', undefined, { timeout: 15000 });
    observer.disconnect();
    expect(booted.filter(Boolean)).toEqual([]);
  }, 30000);
});
