/**
 * The fixed expression scope. Every `{{ ... }}` in a schema may read only these roots and call only
 * the registered helpers; anything else fails the build.
 */

/**
 * Page scope roots (DESIGN.md "The schema language"), plus `route` (the route showing the page:
 * name, path and its props) and `values` (the page's named values).
 */
export const PAGE_SCOPE_ROOTS = ['query', 'params', 'route', 'user', 'config', 'data', 'state', 'form', 'dict', 'values'] as const;

/**
 * Context roots bound by the runtime in narrower places: `item`/`index` inside list templates,
 * `result`/`error` inside action then/catch chains, `event` for widget events, `sources` for
 * data-source status (loading, error).
 */
export const CONTEXT_ROOTS = ['item', 'index', 'result', 'error', 'event', 'sources'] as const;

/** Roots Formily binds when it evaluates x-reactions and other schema expressions. */
export const FORMILY_ROOTS = [
  '$self', '$form', '$values', '$deps', '$dependencies', '$target', '$record', '$records', '$index', '$lookup', '$props',
] as const;

export type ScopeRoot = (typeof PAGE_SCOPE_ROOTS)[number] | (typeof CONTEXT_ROOTS)[number] | (typeof FORMILY_ROOTS)[number];

export const ALL_ROOTS: ReadonlySet<string> = new Set<string>([...PAGE_SCOPE_ROOTS, ...CONTEXT_ROOTS, ...FORMILY_ROOTS]);

/** A scope object as the compiled functions receive it. */
export type ExprScope = Partial<Record<ScopeRoot, unknown>>;
