/** Renders a compiled page module through the public PageRenderer (see src/react/testing). */
import { render, type RenderResult } from '@testing-library/react';
import type { PageModule, RouteScope } from '@/core/types';
import { PageHarness, createFakeRuntime } from '@/react/testing';
import type { RuntimeServices } from '@/react/runtime';
import { widgetRegistry } from '@/react/widgets';

export async function renderPage(
  page: PageModule,
  opts: { query?: Record<string, string>; params?: Record<string, string>; runtime?: RuntimeServices; title?: string; route?: RouteScope } = {},
): Promise<RenderResult & { runtime: RuntimeServices }> {
  const runtime = opts.runtime ?? createFakeRuntime();
  await widgetRegistry.preload(page.widgets);
  const result = render(<PageHarness page={page} runtime={runtime} query={opts.query} params={opts.params} title={opts.title} route={opts.route} />);
  return { ...result, runtime };
}
