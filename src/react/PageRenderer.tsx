/**
 * Renders a page schema: nav bar, state, data sources, body tree, and the actions that tie them to
 * the router, the request layer, the shell and the WeCom bridge. One error boundary per page.
 */
import { Component, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { produce } from 'immer';
import type { Form } from '@formily/core';
import type { PageSchema } from '@/core/types';
import type { ExprScope } from '@/core/expr/scope';
import { setIn } from '@/core/paths';
import { runActions, type ActionList, type ActionServices } from '@/core/actions';
import { useRuntime, type RuntimeServices } from './runtime';
import { PageActionsContext, PageContext, type PageActions, type PageApi } from './pageContext';
import { SchemaNodes } from './SchemaNode';
import { useDataSources } from './useDataSources';
import { NodeError } from './NodeError';
import { PageNavBar } from './PageNavBar';
import { PageLoadError, PageSkeleton } from './PageStates';

export interface PageRendererProps {
  pageId: string;
  file: string;
  schema: PageSchema;
  /** Route title, used when the page schema has none. */
  title?: string;
  query: Record<string, string>;
  params: Record<string, string>;
}

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

function actionServices(rt: RuntimeServices, page: {
  refresh(names: string[] | null): Promise<void>;
  setState(patch: Record<string, unknown>): void;
  submitForm(id: string | undefined): Promise<Record<string, unknown>>;
}): ActionServices {
  return {
    navigate: rt.navigate,
    back: rt.back,
    call: (api, params, data) => rt.request(api, params, data),
    download: rt.download,
    submitForm: page.submitForm,
    toast: rt.toast,
    notify: rt.notify,
    showLoading: rt.showLoading,
    hideLoading: rt.hideLoading,
    confirm: rt.confirm,
    actionSheet: rt.actionSheet,
    refresh: page.refresh,
    setState: page.setState,
    copy: rt.copy,
    openUrl: rt.openUrl,
    sendToChat: rt.sendToChat,
    enqueueMedia: rt.enqueueMedia,
    closeWindow: rt.closeWindow,
    openEnterpriseChat: rt.openEnterpriseChat,
    resetPermission: rt.resetPermission,
    returnAfterFix: rt.returnAfterFix,
    login: rt.login,
    logout: rt.logout,
    setAiModel: rt.setAiModel,
    log: rt.log,
  };
}

function PageBody({ pageId, file, schema, title, query, params }: PageRendererProps): ReactNode {
  const rt = useRuntime();
  const [state, setStateValue] = useState<Record<string, unknown>>(() => schema.state ?? {});
  const stateRef = useRef(state);
  stateRef.current = state;
  const forms = useRef(new Map<string, Form>());

  const baseScope = useMemo<ExprScope>(
    () => ({ query, params, user: rt.user() ?? {}, config: rt.config() ?? {}, dict: rt.dicts, state }),
    [query, params, rt, state],
  );
  // Sources see the data of the previous render, so one source may depend on another's answer.
  const [sourceData, setSourceData] = useState<Record<string, unknown>>({});
  const sourceScope = useMemo(() => ({ ...baseScope, data: sourceData }), [baseScope, sourceData]);
  const fetcher = useCallback((api: string, p: Record<string, unknown>, data: unknown) => rt.request(api, p, data), [rt]);
  const { data, sources, handles } = useDataSources(schema.data, sourceScope, fetcher, rt.apiDebounceMs);
  useEffect(() => setSourceData(data), [data]);

  const scope = useMemo<ExprScope>(() => ({ ...baseScope, data, sources }), [baseScope, data, sources]);
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

  const services = useMemo(
    () =>
      actionServices(rt, {
        setState,
        refresh: async (names) => {
          const all = handlesRef.current;
          await Promise.all((names ?? Object.keys(all)).map((n) => all[n]?.refresh()));
        },
        submitForm: async (id) => {
          const form = id ? forms.current.get(id) : forms.current.values().next().value;
          if (!form) throw new Error(`${file}: submit names no form${id ? ` '${id}'` : ''} on this page`);
          return (await form.submit()) as Record<string, unknown>;
        },
      }),
    [rt, setState, file],
  );

  const currentScope = useCallback((): ExprScope => {
    const first = forms.current.values().next().value;
    return { ...scopeRef.current, state: stateRef.current, form: first ? (first.values as Record<string, unknown>) : {} };
  }, []);

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
    if (schema.onMount?.length) void run(schema.onMount, {}, '/onMount');
    // Mount actions run once per page instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const blocking = Object.entries(schema.data ?? {}).filter(([, d]) => d.blocking);
  const blockingLoading = blocking.some(([n]) => sources[n]?.loading);
  const blockingError = blocking.map(([n]) => sources[n]?.error).find(Boolean);

  return (
    <PageActionsContext.Provider value={actions}>
      <PageContext.Provider value={api}>
        <PageNavBar options={schema.navBar} title={schema.title ?? title} path="/navBar" />
        <div className="rt-page">
          {blockingError ? (
            <PageLoadError message={blockingError} onRetry={() => void Promise.all(blocking.map(([n]) => handles[n]?.refresh()))} />
          ) : blockingLoading ? (
            <PageSkeleton />
          ) : (
            <SchemaNodes nodes={schema.body} path="/body" />
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
