/**
 * App-level services the page runtime uses: the router, the request layer, the shell UI and the
 * WeCom bridge. The app supplies the real ones; Storybook and tests supply their own.
 */
import { createContext, useContext } from 'react';
import type { AppServices } from '@/core';
import type { Dict } from '@/lib/dicts';

/**
 * The app's services as actions know them (AppServices, declared once in core), and what widgets
 * and the page runtime need besides.
 */
export interface RuntimeServices extends AppServices {
  /**
   * Writes query parameters into the shown page's URL in place: the same history entry, no
   * navigation, no guard, no new view; '' removes a parameter, the others stay. Back, forward and
   * reload then find them (a page's queryState).
   */
  rewriteQuery(patch: Record<string, string>): void;
  /**
   * The URL a widget may load and show (a video, an embedded document), as the URL policy reads it
   * (src/lib/urlPolicy.ts: a path of the app, the app's origin, an allowed host), or null when the
   * policy refuses it (javascript:, data:, an unknown host …).
   */
  shownUrl(url: string): string | null;
  /** Whether an earlier page of the app is in this tab's history (a back step stays in the app). */
  canGoBack(): boolean;
  /** Current user info (decoded token), or null. */
  user(): Record<string, unknown> | null;
  /** App config of the system comId, or null. */
  config(): Record<string, unknown> | null;
  dicts: Record<string, Dict>;
  /** Development mode shows schema paths in errors. */
  dev: boolean;
}

const RuntimeContext = createContext<RuntimeServices | null>(null);

export const RuntimeProvider = RuntimeContext.Provider;

export function useRuntime(): RuntimeServices {
  const r = useContext(RuntimeContext);
  if (!r) throw new Error('useRuntime: no RuntimeProvider above this component');
  return r;
}
