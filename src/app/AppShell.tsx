/**
 * The running app: the view stack of pages the guard let through, with keep-alive by route name,
 * slide direction from back-step detection, and the hosts for loading mask, notifications,
 * dialogs and the WeCom simulator panel.
 */
import { Suspense, lazy, memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { AntdScope, ViewStack, loadAntdTheme, slideDirection, type SlideDirection } from '@/shell';
import { ViewHistory, parseLocation, routeScope } from '@/router';
import type { PageModule, CompiledRoute } from '@/core';
import { PageRenderer, pageNeedsAntd } from '@/react';
import { appDefaults } from './schemaData';
import { setCommittedLocation } from './committed';
import { prefetchLinks, type LoadResult } from './pageLoader';
import { markPageShown } from './firstPage';
const MissingPage = lazy(() => Promise.all([import('./MissingPage'), loadAntdTheme()]).then(([m]) => ({ default: m.MissingPage })));

type PageResult = Extract<LoadResult, { kind: 'page' }>;

function PageView({ route, page, query, params }: { route: CompiledRoute; page: PageModule | null; query: Record<string, string>; params: Record<string, string> }): ReactNode {
  if (!page) {
    return (
      <Suspense fallback={null}>
        <AntdScope>
          <MissingPage route={route} />
        </AntdScope>
      </Suspense>
    );
  }
  const view = <PageRenderer pageId={page.pageId} file={page.file} schema={page.default} title={route.title} query={query} params={params} route={routeScope(route)} />;
  // One antd scope for the whole page when it has antd widgets (their loads brought the theme in),
  // rather than one per widget; a page of core widgets alone (the home) renders without antd.
  return pageNeedsAntd(page.widgets) ? <AntdScope>{view}</AntdScope> : view;
}

/** The shell of one guarded location: `data` is what the guard and page loader produced for it. */
export const AppShell = memo(function AppShell({ data, location }: { data: PageResult; location: Location }): ReactNode {
  const history = useRef(new ViewHistory());
  const last = useRef<{ key: string; name: string } | null>(null);
  const route = data.match.route;
  const viewKey = route.keepAlive ? `route:${route.name}` : `loc:${location.key}`;

  // Direction is decided once per view change, during render, so the first frame already slides.
  const direction = useMemo((): SlideDirection => {
    const from = last.current;
    if (from?.key === viewKey) return 'none';
    const move = history.current.record(from?.key ?? null, viewKey);
    const dir = slideDirection({ fromName: from?.name ?? null, toName: route.name, isBack: move === 'pop' });
    last.current = { key: viewKey, name: route.name };
    return dir;
  }, [viewKey, route.name]);

  useEffect(() => {
    setCommittedLocation(parseLocation(`${location.pathname}${location.search}`));
  }, [location.pathname, location.search]);

  useEffect(() => {
    markPageShown();
    if (data.page) prefetchLinks(data.page);
  }, [data.page]);

  // A kept-alive view shown again with the same page, query and params gets the very element of
  // its last visit, so React skips its whole tree: re-showing it is a paint, not a re-render. With
  // another query or params it is another page (home's 我的客户 and 待绑定客户 open the customer
  // list on different tabs): keyed by them, it starts afresh instead of keeping the state (the
  // chosen tab, a search) of the last visit.
  const lastElements = useRef(new Map<string, { sig: string; element: ReactNode }>());
  const element = useMemo(() => {
    const sig = JSON.stringify([data.page?.pageId ?? null, data.to.query, data.match.params]);
    const kept = route.keepAlive ? lastElements.current.get(viewKey) : undefined;
    if (kept && kept.sig === sig) return kept.element;
    const next = <PageView key={sig} route={route} page={data.page} query={data.to.query as Record<string, string>} params={data.match.params as Record<string, string>} />;
    if (route.keepAlive) lastElements.current.set(viewKey, { sig, element: next });
    return next;
  }, [route, viewKey, data.page, data.to, data.match.params]);

  return (
    <ViewStack
      current={{ key: viewKey, keepAlive: route.keepAlive, element }}
      direction={direction}
      max={appDefaults.keepAlive.max}
      durationMs={appDefaults.transition.durationMs}
    />
  );
});
