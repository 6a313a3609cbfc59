/**
 * The generated form page (bench/fixtures/form-500.page.json) compiled by our Vite plugin and
 * rendered by the public PageRenderer (through PageHarness, with a fake runtime: the form makes no
 * calls), its widgets preloaded first as the app's page loader does.
 */
import type { ReactNode } from 'react';
import page from '../fixtures/form-500.page.json?page';
import { PageHarness, createFakeRuntime } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';

export const formRuntimeKind = 'schema';
const runtime = createFakeRuntime();

export async function prepare(): Promise<void> {
  await widgetRegistry.preload(page.widgets);
}

export function FormUnderTest(): ReactNode {
  return <PageHarness page={page} runtime={runtime} />;
}
