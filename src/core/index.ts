export * from './types';
export type { AppDefaults } from './appTypes';
export { createRegistry, UnknownWidgetError } from './registry';
export type { Registry, Loader } from './registry';
export * from './expr';
export * from './actions';
export { getIn, setIn } from './paths';
export { mappedQuery, patchQuery, queryOfState, stateFromQuery, type QueryStateMap } from './queryState';
export { sameValue } from './sameValue';
