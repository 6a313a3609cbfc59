export * from './types';
export type { AppDefaults } from './appTypes';
export { createRegistry, UnknownWidgetError } from './registry';
export type { Registry, Loader } from './registry';
export * from './expr';
export * from './actions';
export { getIn, setIn } from './paths';
export { sameValue } from './sameValue';
