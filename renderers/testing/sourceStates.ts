/**
 * A widget test's check of its data source's states: the page rendered with the source's call
 * never answering shows 加载中; with the call failing, the request layer's Chinese message in an
 * alert.
 */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { PageModule } from '@/widget-kit';
import { createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';

export async function expectSourceLoading(page: PageModule, api: string): Promise<void> {
  await renderPage(page, { runtime: createFakeRuntime({ answers: { [api]: () => new Promise(() => undefined) } }) });
  expect(await screen.findByLabelText('加载中')).toBeInTheDocument();
}

export async function expectSourceError(page: PageModule, api: string, message: string): Promise<void> {
  await renderPage(page, { runtime: createFakeRuntime({ answers: { [api]: () => new FakeRequestError(message, api) } }) });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
}
