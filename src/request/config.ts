import type { CompiledApi } from '@/core';
import { createStore } from '@/lib/store';
import { CatalogueError } from './errors';

/** Options of {@link configureRequest}. */
export interface RequestConfig {
  /** The call catalogue; ids must be unique. */
  apis: CompiledApi[];
  /** Base URL of the server; default: `<meta name="api-base" content="...">`, else '' (same origin). */
  baseURL?: string;
  /** Reloads the page after session expiry; default `location.reload()`. */
  reload?: () => void;
  /** Shows a short notice (toast). Used by downloads that answer with a message. */
  onNotice?: (message: string) => void;
  /** Shows a blocking alert. Used by downloads that answer with status -1. */
  onAlert?: (message: string) => void;
}

/** The configuration in force, with defaults applied. */
export interface ResolvedRequestConfig {
  apis: ReadonlyMap<string, CompiledApi>;
  baseURL: string;
  reload: () => void;
  onNotice: (message: string) => void;
  onAlert: (message: string) => void;
}

/** Reads the API base URL from the page: `<meta name="api-base" content="...">`, '' when absent. */
export function readBaseUrlFromPage(): string {
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="api-base"]');
  return meta?.content.trim() ?? '';
}

function indexApis(apis: readonly CompiledApi[]): Map<string, CompiledApi> {
  const byId = new Map<string, CompiledApi>();
  for (const api of apis) {
    const seen = byId.get(api.id);
    if (seen) {
      throw new CatalogueError(`Call id "${api.id}" is defined twice (domains "${seen.domain}" and "${api.domain}").`);
    }
    byId.set(api.id, api);
  }
  return byId;
}

const defaults = (): ResolvedRequestConfig => ({
  apis: new Map(),
  baseURL: readBaseUrlFromPage(),
  reload: () => globalThis.location?.reload(),
  onNotice: () => undefined,
  onAlert: (message) => globalThis.alert?.(message),
});

/**
 * The configuration in force is a store: a value that internal modules follow. Every
 * {@link configureRequest} replaces it (a new object, so subscribers are always told).
 */
const current = createStore<ResolvedRequestConfig>(defaults);

/** Sets the catalogue and the page hooks of the request layer. Call once at start-up (tests may call again). */
export function configureRequest(config: RequestConfig): void {
  const base = defaults();
  current.set({
    apis: indexApis(config.apis),
    baseURL: config.baseURL ?? base.baseURL,
    reload: config.reload ?? base.reload,
    onNotice: config.onNotice ?? base.onNotice,
    onAlert: config.onAlert ?? base.onAlert,
  });
}

/** The configuration in force (defaults and an empty catalogue before {@link configureRequest}). */
export function requestConfig(): ResolvedRequestConfig {
  return current.get();
}

/**
 * Runs `listener` on every (re)configuration; internal modules reset their state with it.
 * Returns the unsubscribe.
 */
export function onConfigure(listener: (config: ResolvedRequestConfig) => void): () => void {
  return current.subscribe(() => listener(current.get()));
}
