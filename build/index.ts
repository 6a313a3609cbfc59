export { schemaPlugin } from './vitePlugin.ts';
export { checkProject, createValidator, formilyComponentNames, pageReferenceIssues } from './project.ts';
export type { KnownNames, ProjectCheck } from './project.ts';
export { formatIssue } from './validate.ts';
export type { SchemaIssue } from './validate.ts';
export { compileExpression, collectExpressions, ExpressionError } from './expr.ts';
export { emitSchemaModule } from './emit.ts';
export { loadWidgets, composeWidgetsSchema, writeWidgetsSchema } from './widgets.ts';
