import { createContext, useContext, useMemo } from 'react';
import type { ExprScope, ActionList } from '@/core';
import type { SourceHandle } from './useDataSources';
import type { Form } from '@formily/core';

/** What widgets can reach of the page they are on. */
export interface PageApi {
  pageId: string;
  /** Source file, for developer messages. */
  file: string;
  scope: ExprScope;
  /** Runs actions (data) with optional extra scope (item, event …); `path` names them in errors. */
  run(actions: ActionList, extra?: ExprScope, path?: string): Promise<void>;
  source(name: string): SourceHandle | undefined;
  setState(patch: Record<string, unknown>): void;
  registerForm(id: string, form: Form): () => void;
}

export const PageContext = createContext<PageApi | null>(null);

/**
 * The page's actions without its scope: the same object for the page's whole life, so a widget
 * that only runs actions or sets state does not render again each time a data source answers.
 */
export type PageActions = Omit<PageApi, 'scope'>;

export const PageActionsContext = createContext<PageActions | null>(null);

/** Extra scope bound by an enclosing widget (list rows bind item and index). */
export const ExtraScopeContext = createContext<ExprScope>({});

/**
 * `page` with a `run` that adds the scope bound above the widget (a List row's item and index)
 * under the caller's own: every widget's actions see the row they are in, whether or not the
 * widget knows it may sit in a row template. The page's own object where nothing is bound.
 */
function useBoundRun<P extends PageActions>(page: P): P {
  const bound = useContext(ExtraScopeContext);
  return useMemo(() => {
    if (Object.keys(bound).length === 0) return page;
    const run: PageActions['run'] = (actions, extra, path) => page.run(actions, { ...bound, ...extra }, path);
    return { ...page, run };
  }, [page, bound]);
}

/** The page with its current scope: the widget renders again whenever the scope changes. */
export function usePage(): PageApi {
  const p = useContext(PageContext);
  if (!p) throw new Error('usePage: widget rendered outside a PageRenderer');
  return useBoundRun(p);
}

/**
 * The page's actions (run, setState, source handles, forms), stable for the page's life: for
 * widgets that do not read the scope (stable within one row too). `run` always sees the current
 * scope and the row's. A widget showing a source's state (`source(name)`) must use
 * {@link usePage}, to render again when it changes.
 */
export function usePageActions(): PageActions {
  const p = useContext(PageActionsContext);
  if (!p) throw new Error('usePageActions: widget rendered outside a PageRenderer');
  return useBoundRun(p);
}
