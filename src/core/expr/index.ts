export { registerExpressions, evaluate, resolveValue, resolveString, hasExpression, isCompiled, MissingExpressionError } from './runtime';
export type { CompiledExpression } from './runtime';
export { attachValues, valueDefsOf } from './values';
export type { ValueDefs } from './values';
export { helpers } from './helpers';
export type { Helpers } from './helpers';
export { HELPER_NAMES } from './helperNames';
export { PAGE_SCOPE_ROOTS, CONTEXT_ROOTS, FORMILY_ROOTS, ALL_ROOTS } from './scope';
export type { ExprScope, ScopeRoot } from './scope';
