/**
 * An action is one module: src/core/actions/modules/<name>.ts (its handler, `defineAction`) beside
 * <name>.schema.json (its fields; npm run check composes schemas/meta/action.schema.json and the
 * field types of fields.generated.ts from them). The registry finds the modules.
 */
import type { ExprScope } from '@/core/expr/scope';
import type { ActionSchema } from '@/core/types';
import type { ActionFields } from './fields.generated';
import type { ActionServices } from './services';
import type { ActionList } from './types';

/** What a handler gets besides its fields: the services, and the engine's ways to go on. */
export interface ActionStep {
  services: ActionServices;
  /** The action as written (nested chains and option labels unresolved). */
  raw: ActionSchema;
  /** The scope the action resolves in (the page's, with a chain's result or error). */
  scope(): ExprScope;
  /** Runs `work`; its result goes to `then` as `result`; a failure to `catch` (as `error`) or is shown. */
  chain(work: () => Promise<unknown>): Promise<void>;
  /** Runs a nested list of this action (`key` names it in messages: then, else, options/0/actions…). */
  runList(list: ActionList, key: string): Promise<void>;
  /** Asks the action's `confirm`, if any; a cancel stops the chain quietly. */
  confirmFirst(): Promise<void>;
  /** Stops the chain quietly (neither then nor catch runs). */
  stop(): never;
}

type Handler<N extends keyof ActionFields> = (fields: ActionFields[N], step: ActionStep) => Promise<void> | void;

/** A registered action: its name and its handler over resolved fields. */
export interface ActionModule {
  name: keyof ActionFields;
  run(fields: ActionSchema, step: ActionStep): Promise<void> | void;
}

/**
 * Whether `fields` are an action `name`'s. Only the name is looked at here: ajv checked the action
 * against this module's schema when the page was built (an invalid schema never reaches a user),
 * so an action of this name has the fields of its generated type.
 */
function isActionOf<N extends keyof ActionFields>(fields: ActionSchema, name: N): fields is ActionSchema & ActionFields[N] {
  return fields.action === name;
}

export function defineAction<N extends keyof ActionFields>(name: N, handler: Handler<N>): ActionModule {
  return {
    name,
    run: (fields, step) => {
      if (!isActionOf(fields, name)) throw new Error(`action '${name}' was given an action '${fields.action}'`);
      return handler(fields, step);
    },
  };
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A value as text ('' for none). */
export { str };

/** An object's non-empty values as query strings. */
export function toQuery(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) if (x !== undefined && x !== null && x !== '') out[k] = str(x);
  }
  return out;
}

/** One name or a list of names. */
export function toList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(str).filter(Boolean);
  return v ? [str(v)] : [];
}
