/**
 * The first screen of a long form on a first visit, when its controls' chunks have not loaded yet
 * (its own file: in the other form tests an earlier test has loaded them). Its fields mount as
 * placeholders and must turn into controls as soon as the chunks are in, while the later batches
 * are still mounting, not once the whole form has.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { createFakeRuntime, dicts } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { longForm, mountedTitles } from './testing/longForm';

afterEach(cleanup);
guardConsole();

describe('Form, long, first visit', { timeout: 60000 }, () => {
  it('turns the first screen from placeholders into controls before the rest of the form has mounted', async () => {
    const { page, titles } = longForm(300);
    await renderPage(page, { runtime: createFakeRuntime({ dicts }) });
    const first = await waitFor(() => {
      const batch = document.querySelector('.w-form__batch--first');
      expect(batch).not.toBeNull();
      return batch as HTMLElement;
    });
    // Mounted before the controls' chunks are in: placeholders of the controls' size.
    expect(first.querySelectorAll('.w-form__placeholder').length).toBeGreaterThan(0);
    await waitFor(() => expect(first.querySelectorAll('.w-form__placeholder')).toHaveLength(0), { timeout: 30000 });
    // Every field of the first screen is a control now, and the form is still mounting the rest.
    expect(first.querySelectorAll('input').length).toBeGreaterThan(0);
    expect(mountedTitles().length).toBeLessThan(titles.length - 2);
  });
});
