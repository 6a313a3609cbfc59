/**
 * A submit that found invalid fields. It is not a failure of the action: the form already shows
 * each field's message where the user can fix it, so the action engine stops the chain quietly
 * (no `catch` chain, no error toast, no later call).
 */
export class ValidationFailed extends Error {
  constructor(
    /** The form that was submitted (its id), when the submit named one. */
    readonly formId: string | undefined,
    /** The fields' messages, for the developer log. */
    readonly messages: readonly string[],
  ) {
    super(`form${formId ? ` '${formId}'` : ''} has invalid fields: ${messages.join('; ')}`);
    this.name = 'ValidationFailed';
  }
}
