/**
 * The action engine: runs action lists (data) in order, each by its module (./registry). A failing
 * action stops its list; if the action has a `catch` chain it runs with `error` in scope, otherwise
 * the error's Chinese message is shown. A submit whose form has invalid fields is not a failure: the
 * form shows the fields' messages and the list stops there, quietly. Later actions see the latest
 * page state.
 */
import { resolveValue } from '@/core/expr/runtime';
import type { ExprScope } from '@/core/expr/scope';
import type { ActionSchema } from '@/core/types';
import type { ActionStep } from './define';
import { loadActionRegistry, peekActionRegistry } from './registry';
import type { ActionContext, ActionList, ConfirmOptions } from './types';
import { userMessageOf } from './userMessage';
import { ValidationFailed } from './validation';

/** Raised to stop a chain quietly (e.g. the user cancelled a confirm). */
class Cancelled extends Error {}

export async function runActions(actions: ActionList, ctx: ActionContext, extra: ExprScope = {}): Promise<void> {
  if (!actions?.length) return;
  for (let i = 0; i < actions.length; i++) {
    try {
      await runOne(actions[i], { ...ctx, path: `${ctx.path}/${i}` }, extra);
    } catch (e) {
      if (e instanceof Cancelled) return;
      throw e;
    }
  }
}

/** A property of a value that may be anything (undefined unless it is an object). */
const prop = (o: unknown, key: string): unknown => (o !== null && typeof o === 'object' ? Reflect.get(o, key) : undefined);
const optText = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function errorScope(error: unknown): Record<string, unknown> {
  return { message: userMessageOf(error), status: prop(error, 'status'), body: prop(error, 'body'), apiId: prop(error, 'apiId') };
}

/** A confirm given as its text, or as {title, content, okText, cancelText}. */
function confirmOptions(c: unknown): ConfirmOptions {
  if (typeof c === 'string') return { content: c };
  return { title: optText(prop(c, 'title')), content: optText(prop(c, 'content')) ?? '', okText: optText(prop(c, 'okText')), cancelText: optText(prop(c, 'cancelText')) };
}

const listOf = (v: unknown): ActionList => (Array.isArray(v) ? v : undefined);

async function runOne(raw: ActionSchema, ctx: ActionContext, extra: ExprScope): Promise<void> {
  const s = ctx.services;
  const scope = (): ExprScope => ({ ...ctx.scope(), ...extra });
  if (raw.when !== undefined && !resolveValue(raw.when, scope())) return;
  const mod = (peekActionRegistry() ?? (await loadActionRegistry())).get(raw.action);
  if (!mod) throw new Error(`${ctx.path}: unknown action '${String(raw.action)}'`);
  // Resolve the action's own fields now; nested chains resolve later with their own scope.
  const { then: _then, catch: _catch, else: _else, options: _options, ...own } = raw;
  const resolved = resolveValue(own, scope());
  const fields: ActionSchema = { ...(resolved && typeof resolved === 'object' ? resolved : {}), action: raw.action, then: _then, catch: _catch, else: _else, options: _options };

  const runList = (list: ActionList, key: string, more: ExprScope = {}): Promise<void> =>
    runActions(list, { ...ctx, path: `${ctx.path}/${key}` }, { ...extra, ...more });

  const step: ActionStep = {
    services: s,
    raw,
    scope,
    runList: (list, key) => runList(list, key),
    stop: () => {
      throw new Cancelled();
    },
    async confirmFirst() {
      if (!raw.confirm) return;
      if (!(await s.confirm(confirmOptions(resolveValue(raw.confirm, scope()))))) throw new Cancelled();
    },
    async chain(work) {
      let result: unknown;
      try {
        result = await work();
      } catch (error) {
        if (error instanceof Cancelled) throw error;
        // The form shows each invalid field's message; nothing else is to be said or done.
        if (error instanceof ValidationFailed) {
          s.log(`action ${ctx.path} (${raw.action}) stopped: ${error.message}`);
          throw new Cancelled();
        }
        const catchChain = listOf(_catch);
        s.log(`action ${ctx.path} (${raw.action}) failed`, error);
        if (catchChain?.length) {
          await runList(catchChain, 'catch', { error: errorScope(error) });
        } else {
          const custom = typeof raw.errorMessage === 'string' ? resolveValue(raw.errorMessage, scope()) : '';
          s.toast((typeof custom === 'string' && custom) || userMessageOf(error), 'error');
        }
        throw new Cancelled();
      }
      await runList(listOf(_then), 'then', { result });
    },
  };
  await mod.run(fields, step);
}
