import { createContext, useContext } from 'react';
import type { ExprScope } from '@/core/expr/scope';
import type { ActionList } from '@/core/actions';
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

/** Extra scope bound by an enclosing widget (list rows bind item and index). */
export const ExtraScopeContext = createContext<ExprScope>({});

export function usePage(): PageApi {
  const p = useContext(PageContext);
  if (!p) throw new Error('usePage: widget rendered outside a PageRenderer');
  return p;
}
