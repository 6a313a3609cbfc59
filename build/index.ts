export { schemaPlugin } from './vitePlugin';
export { checkProject, createValidator, formilyComponentNames, pageReferenceIssues } from './project';
export type { KnownNames, ProjectCheck } from './project';
export { formatIssue } from './validate';
export type { SchemaIssue } from './validate';
export { compileExpression, collectExpressions, ExpressionError } from './expr';
export { emitSchemaModule } from './emit';
export { loadWidgets, composeWidgetsSchema, writeWidgetsSchema } from './widgets';
