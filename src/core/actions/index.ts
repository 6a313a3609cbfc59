export { runActions } from './run';
export { userMessageOf } from './userMessage';
export { ValidationFailed } from './validation';
export type { ActionServices, ActionContext, ActionList, ConfirmOptions, SheetOption } from './types';
