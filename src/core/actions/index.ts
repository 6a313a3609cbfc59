export { runActions } from './run';
export { userMessageOf } from './userMessage';
export { ValidationFailed } from './validation';
export { loadActionRegistry, peekActionRegistry, type ActionRegistry } from './registry';
export type { ActionModule, ActionStep } from './define';
export type { ActionFields } from './fields.generated';
export type { ActionServices, AppServices, PageServices } from './services';
export type { ActionContext, ActionList, ChatCheck, ChatRecipient, ConfirmOptions, FoundRecipient, MomentsPost, SheetOption } from './types';
