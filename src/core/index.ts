/**
 * src/core's surface: the schema language's types, expressions, the action runner and the
 * registries, React-free. The rest of src/ imports core from here (`@/core`; eslint.config.js).
 * Vite-only (the action registry is an import.meta.glob): Node code (build/, scripts/, the
 * sandbox) imports the Node-safe modules it needs, or types only.
 */
export * from './types';
export { createRegistry, UnknownWidgetError } from './registry';
export type { Registry, Loader } from './registry';
export * from './expr';
export * from './actions';
export { getIn, setIn } from './paths';
export { mappedQuery, patchQuery, queryOfState, stateFromQuery, type QueryStateMap } from './queryState';
export { sameValue } from './sameValue';
export { RAW_KEY } from './rawKeys';
export { pageGroupOf } from './pageManifest';
export type { PageAssets, PageManifest, PageManifestEntry } from './pageManifest';
export * from './prefetchData';
export { pageScope, initialPageState, scopeBeforeMount } from './pageScope';
