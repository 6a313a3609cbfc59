export { runActions } from './run';
export { userMessageOf } from './userMessage';
export { ValidationFailed } from './validation';
export type { ActionServices, ActionContext, ActionList, ChatCheck, ChatRecipient, ConfirmOptions, FoundRecipient, SheetOption } from './types';
