export { runActions } from './run';
export { userMessageOf } from './userMessage';
export type { ActionServices, ActionContext, ActionList, ConfirmOptions, SheetOption } from './types';
