/**
 * Renders a compiled page module through the public PageRenderer with the given runtime services.
 * Used by widget stories, page stories and tests, so each renders JSON the way the app does.
 */
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import type { PageModule, RouteScope } from '@/core';
import { PageRenderer } from '@/react/PageRenderer';
import { RuntimeProvider, type RuntimeServices } from '@/react/runtime';

export interface PageHarnessProps {
  page: PageModule;
  runtime: RuntimeServices;
  query?: Record<string, string>;
  params?: Record<string, string>;
  title?: string;
  /** The route showing the page (its props are `route.props.*`). */
  route?: RouteScope;
  /** SWR's cache for this mount (the app's persisted one, say); default a new empty Map. */
  cache?: () => Cache;
}

export function PageHarness({ page, runtime, query = {}, params = {}, title, route, cache }: PageHarnessProps): ReactNode {
  return (
    <SWRConfig value={{ provider: cache ?? (() => new Map()), dedupingInterval: 0 }}>
      <RuntimeProvider value={runtime}>
        <PageRenderer pageId={page.pageId} file={page.file} schema={page.default} title={title} query={query} params={params} route={route} />
      </RuntimeProvider>
    </SWRConfig>
  );
}
