/**
 * Renders a page schema: nav bar, state, data sources, body tree, and the actions that tie them to
 * the router, the request layer, the shell and the WeCom bridge. One error boundary per page.
 */
import { Component, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { produce } from 'immer';
import type { Form } from '@formily/core';
import { type PageSchema, type RouteScope, type ExprScope, attachValues, setIn, mappedQuery, queryOfState, initialPageState, pageScope, runActions, loadActionRegistry, ValidationFailed, type ActionList, type ActionServices } from '@/core';
import { useRuntime, type RuntimeServices } from './runtime';
import { PageActionsContext, PageContext, type PageActions, type PageApi } from './pageContext';
import { SchemaNodes } from './SchemaNode';
import { useDataSources } from './useDataSources';
import { NodeError } from './NodeError';
import { PageNavBar } from './PageNavBar';
import { PageLoadError, PageLoadingBar, PageSkeleton } from './PageStates';

export interface PageRendererProps {
  pageId: string;
  file: string;
  schema: PageSchema;
  /** Route title, used when the page schema has none. */
  title?: string;
  query: Record<string, string>;
  params: Record<string, string>;
  /** The route showing the page (`route.props.*` in expressions); none outside the app (fixtures). */
  route?: RouteScope;
}

const NO_ROUTE: RouteScope = { name: '', path: '', props: {} };

class PageBoundary extends Component<{ file: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }
  override render(): ReactNode {
    if (this.state.error) return <NodeError page path={this.props.file} error={this.state.error} />;
    return this.props.children;
  }
}

/**
 * Keeps the page's queryState in its URL: a change of the mapped state is written into the URL in
 * place. The URL it compares with is the page's query until it writes, then what it wrote; a new
 * query (a kept-alive page shown again by another navigation) starts the comparison over, and the
 * URL follows the state the page shows.
 */
function useQueryState(
  map: Record<string, string> | undefined,
  state: Record<string, unknown>,
  query: Record<string, string>,
  rt: RuntimeServices,
): void {
  const url = useRef<{ query: Record<string, string>; written: string } | null>(null);
  useEffect(() => {
    if (!map) return;
    if (url.current?.query !== query) url.current = { query, written: JSON.stringify(mappedQuery(query, map)) };
    const wanted = queryOfState(state, map);
    const key = JSON.stringify(wanted);
    if (key === url.current.written) return;
    url.current.written = key;
    rt.rewriteQuery(wanted);
  }, [map, state, query, rt]);
}

function PageBody({ pageId, file, schema, title, query, params, route = NO_ROUTE }: PageRendererProps): ReactNode {
  const rt = useRuntime();
  const [state, setStateValue] = useState<Record<string, unknown>>(() => initialPageState(schema, query));
  const stateRef = useRef(state);
  stateRef.current = state;
  useQueryState(schema.queryState, state, query, rt);
  const forms = useRef(new Map<string, Form>());

  // The scope the page loader prefetched this page's sources with (pageScope): same keys, same answers.
  const baseScope = useMemo<ExprScope>(() => pageScope({ query, params, route, state }, rt), [query, params, route, rt, state]);
  // Sources see the data of the previous render, so one source may depend on another's answer.
  const [sourceData, setSourceData] = useState<Record<string, unknown>>({});
  const sourceScope = useMemo(() => attachValues({ ...baseScope, data: sourceData }, schema.values), [baseScope, sourceData, schema.values]);
  const fetcher = useCallback((api: string, p: Record<string, unknown>, data: unknown) => rt.request(api, p, data), [rt]);
  const { data, sources, handles } = useDataSources(schema.data, sourceScope, fetcher);
  useEffect(() => setSourceData(data), [data]);

  const scope = useMemo<ExprScope>(() => attachValues({ ...baseScope, data, sources }, schema.values), [baseScope, data, sources, schema.values]);
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const handlesRef = useRef(handles);
  handlesRef.current = handles;

  const setState = useCallback((patch: Record<string, unknown>) => {
    const next = produce(stateRef.current, (draft) => {
      for (const [k, v] of Object.entries(patch)) setIn(draft, k, v);
    });
    stateRef.current = next;
    setStateValue(next);
  }, []);

  const formOf = useCallback(
    (id: string | undefined, action: string): Form => {
      const form = id ? forms.current.get(id) : forms.current.values().next().value;
      if (!form) throw new Error(`${file}: ${action} names no form${id ? ` '${id}'` : ''} on this page`);
      return form;
    },
    [file],
  );

  // The app's services pass through as they are; the page adds its own.
  const services = useMemo<ActionServices>(
    () => ({
        ...rt,
        setState,
        refresh: async (names) => {
          const all = handlesRef.current;
          await Promise.all((names ?? Object.keys(all)).map((n) => all[n]?.refresh()));
        },
        submitForm: async (id) => {
          const form = formOf(id, 'submit');
          try {
            return (await form.submit()) as Record<string, unknown>;
          } catch (e) {
            // Formily rejects with the fields' feedback when validation fails: the fields show it.
            if (form.invalid) throw new ValidationFailed(id, form.errors.flatMap((f) => f.messages ?? []));
            throw e;
          }
        },
        resetForm: async (id) => {
          await formOf(id, 'resetForm').reset();
        },
    }),
    [rt, setState, formOf],
  );

  const currentScope = useCallback((): ExprScope => {
    const first = forms.current.values().next().value;
    // Values from the latest state, which a chain's setState may have changed since the render.
    return attachValues({ ...scopeRef.current, state: stateRef.current, form: first ? (first.values as Record<string, unknown>) : {} }, schema.values);
  }, [schema.values]);

  const run = useCallback(
    async (actions: ActionList, extra: ExprScope = {}, path = ''): Promise<void> => {
      try {
        await runActions(actions, { services, scope: currentScope, path: `${file}#${path}` }, extra);
      } catch (e) {
        rt.log(`${file}#${path}: actions failed`, e);
        rt.toast(rt.dev ? `${file}#${path}: ${(e as Error).message}` : '操作失败，请稍后重试', 'error');
      }
    },
    [services, currentScope, file, rt],
  );

  const actions = useMemo<PageActions>(
    () => ({
      pageId,
      file,
      run,
      source: (name) => handlesRef.current[name],
      setState,
      registerForm: (id, form) => {
        forms.current.set(id, form);
        return () => {
          forms.current.delete(id);
        };
      },
    }),
    [pageId, file, run, setState],
  );
  const api = useMemo<PageApi>(() => ({ ...actions, scope: { ...scope, form: {} } }), [actions, scope]);

  useEffect(() => {
    // The action modules load in their own chunk (src/core/actions/registry.ts): asked for once a
    // page is on screen, so its first tap does not wait for them (a failed load is retried by the
    // first action that runs).
    loadActionRegistry().catch(() => undefined);
    if (schema.onMount?.length) void run(schema.onMount, {}, '/onMount');
    // Mount actions run once per page instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const blocking = Object.entries(schema.data ?? {}).filter(([, d]) => d.blocking);
  const blockingLoading = blocking.some(([n]) => sources[n]?.loading);
  const blockingError = blocking.map(([n]) => sources[n]?.error).find(Boolean);
  const firstLoading = Object.values(sources).some((s) => s?.loading);
  // 重试 on the page's error asks again for the blocking sources and every other source that failed
  // too (a page whose calls all failed comes back whole, not only its blocking part).
  const retryFailed = (): void =>
    void Promise.all(
      Object.entries(handles)
        .filter(([n]) => blocking.some(([b]) => b === n) || !!sources[n]?.error)
        .map(([, h]) => h?.refresh()),
    );

  return (
    <PageActionsContext.Provider value={actions}>
      <PageContext.Provider value={api}>
        <PageNavBar options={schema.navBar} title={schema.title ?? title} path="/navBar" />
        <div className="rt-page">
          {blockingError ? (
            <PageLoadError message={blockingError} onRetry={retryFailed} />
          ) : blockingLoading ? (
            <PageSkeleton />
          ) : (
            <>
              {firstLoading && <PageLoadingBar />}
              <SchemaNodes nodes={schema.body} path="/body" />
            </>
          )}
        </div>
      </PageContext.Provider>
    </PageActionsContext.Provider>
  );
}

export function PageRenderer(props: PageRendererProps): ReactNode {
  return (
    <PageBoundary file={props.file}>
      <PageBody {...props} />
    </PageBoundary>
  );
}
