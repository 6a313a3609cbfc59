/**
 * The action engine: runs action lists (data) in order. A failing action stops its list; if the
 * action has a `catch` chain it runs with `error` in scope, otherwise the error's Chinese message is
 * shown. A submit whose form has invalid fields is not a failure: the form shows the fields'
 * messages and the list stops there, quietly. Later actions see the latest page state.
 */
import { resolveValue } from '../expr/runtime';
import type { ExprScope } from '../expr/scope';
import type { ActionSchema } from '../types';
import type { ActionContext, ActionList, ConfirmOptions } from './types';
import { userMessageOf } from './userMessage';
import { clearedToSend, recipientOf } from './chatRecipient';
import { ValidationFailed } from './validation';

/** Raised to stop a chain quietly (e.g. the user cancelled a confirm). */
class Cancelled extends Error {}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function toQuery(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) if (x !== undefined && x !== null && x !== '') out[k] = str(x);
  }
  return out;
}

function toList(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(str).filter(Boolean);
  return v ? [str(v)] : [];
}

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

async function withChains(
  a: ActionSchema,
  ctx: ActionContext,
  extra: ExprScope,
  work: () => Promise<unknown>,
): Promise<void> {
  let result: unknown;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof Cancelled) throw error;
    // The form shows each invalid field's message; nothing else is to be said or done.
    if (error instanceof ValidationFailed) {
      ctx.services.log(`action ${ctx.path} (${a.action}) stopped: ${error.message}`);
      throw new Cancelled();
    }
    const catchChain = a.catch as ActionList;
    ctx.services.log(`action ${ctx.path} (${a.action}) failed`, error);
    if (catchChain?.length) {
      await runActions(catchChain, { ...ctx, path: `${ctx.path}/catch` }, { ...extra, error: errorScope(error) });
    } else {
      const custom = typeof a.errorMessage === 'string' ? str(resolveValue(a.errorMessage, { ...ctx.scope(), ...extra })) : '';
      ctx.services.toast(custom || userMessageOf(error), 'error');
    }
    throw new Cancelled();
  }
  await runActions(a.then as ActionList, { ...ctx, path: `${ctx.path}/then` }, { ...extra, result });
}

function errorScope(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as Record<string, unknown>;
  return { message: userMessageOf(error), status: e.status, body: e.body, apiId: e.apiId };
}

async function confirmed(ctx: ActionContext, confirm: unknown, extra: ExprScope): Promise<void> {
  if (!confirm) return;
  const c = resolveValue(confirm, { ...ctx.scope(), ...extra });
  const opts: ConfirmOptions = typeof c === 'string' ? { content: c } : (c as ConfirmOptions);
  if (!(await ctx.services.confirm(opts))) throw new Cancelled();
}

async function runOne(raw: ActionSchema, ctx: ActionContext, extra: ExprScope): Promise<void> {
  const s = ctx.services;
  const scope = (): ExprScope => ({ ...ctx.scope(), ...extra });
  if (raw.when !== undefined && !resolveValue(raw.when, scope())) return;
  // Resolve the action's own fields now; nested chains resolve later with their own scope.
  const { then: _then, catch: _catch, else: _else, options: _options, ...own } = raw;
  const a = { ...resolveValue(own, scope()), then: _then, catch: _catch, else: _else, options: _options } as ActionSchema;

  switch (a.action) {
    case 'navigate':
      s.navigate(str(a.to), toQuery(a.query), a.replace === true);
      return;
    case 'back':
      s.back(typeof a.delta === 'number' ? a.delta : 1);
      return;
    case 'call': {
      await confirmed(ctx, raw.confirm, extra);
      const loading = a.loading;
      await withChains(a, ctx, extra, async () => {
        if (loading) s.showLoading(typeof loading === 'string' ? loading : undefined);
        try {
          const result = await s.call(str(a.api), (a.params ?? {}) as Record<string, unknown>, a.data);
          if (typeof a.successMessage === 'string' && a.successMessage) s.toast(a.successMessage, 'success');
          return result;
        } finally {
          if (loading) s.hideLoading();
        }
      });
      return;
    }
    case 'submit':
      await withChains(a, ctx, extra, () => s.submitForm(a.form === undefined ? undefined : str(a.form)));
      return;
    case 'resetForm':
      await s.resetForm(a.form === undefined ? undefined : str(a.form));
      return;
    case 'download':
      await withChains(a, ctx, extra, () => s.download(str(a.api), (a.params ?? {}) as Record<string, unknown>));
      return;
    case 'toast':
      s.toast(str(a.message), typeof a.type === 'string' ? a.type : undefined);
      return;
    case 'notify':
      s.notify(str(a.message), (a.type as 'success' | 'primary' | 'danger' | 'warning') ?? 'primary');
      return;
    case 'loading':
      if (a.show) s.showLoading(a.text as string | undefined, a.color as string | undefined, a.maskColor as string | undefined);
      else s.hideLoading();
      return;
    case 'confirm': {
      const ok = await s.confirm({
        title: a.title as string | undefined,
        content: str(a.content),
        okText: a.okText as string | undefined,
        cancelText: a.cancelText as string | undefined,
      });
      await runActions((ok ? a.then : a.catch) as ActionList, { ...ctx, path: `${ctx.path}/${ok ? 'then' : 'catch'}` }, extra);
      return;
    }
    case 'when': {
      const branch = a.test ? a.then : a.else;
      await runActions(branch as ActionList, { ...ctx, path: `${ctx.path}/${a.test ? 'then' : 'else'}` }, extra);
      return;
    }
    case 'refresh':
      await s.refresh(a.source === undefined ? null : toList(a.source));
      return;
    case 'setState':
      s.setState((a.set ?? {}) as Record<string, unknown>);
      return;
    case 'copy':
      await s.copy(str(a.text));
      s.toast(typeof a.message === 'string' ? a.message : '已复制', 'success');
      return;
    case 'openUrl':
      s.openUrl(str(a.url), a.replace === true);
      return;
    case 'sendToChat': {
      const { action: _a, when: _w, then: _t, catch: _c, closeAfter, to, ...message } = a;
      await withChains(a, ctx, extra, async () => {
        // Refused or declined: nothing is sent, and neither `then` nor `catch` runs.
        if (!(await clearedToSend(s, recipientOf(to)))) throw new Cancelled();
        const r = await s.sendToChat(message);
        s.toast('发送成功', 'success');
        if (closeAfter) await s.closeWindow();
        return r;
      });
      return;
    }
    case 'enqueueMedia': {
      const task = { mediaId: str(a.mediaId), externalUserId: str(a.externalUserId), type: str(a.type) };
      // Sent at once only into that customer's chat; refused, the task is not queued either.
      if (a.sendNow === true && !(await clearedToSend(s, { externalUserId: task.externalUserId }))) throw new Cancelled();
      await s.enqueueMedia(task, a.sendNow === true);
      return;
    }
    case 'closeWindow':
      await s.closeWindow();
      return;
    case 'openEnterpriseChat': {
      const { action: _a, when: _w, ...opts } = a;
      await withChains(a, ctx, extra, () => s.openEnterpriseChat(opts));
      return;
    }
    case 'actionSheet': {
      const options = (raw.options ?? []) as Array<{ label: string; danger?: boolean; actions: ActionSchema[] }>;
      const labels = options.map((o) => ({ label: str(resolveValue(o.label, scope())), danger: o.danger }));
      const picked = await s.actionSheet(a.title as string | undefined, labels);
      if (picked !== null && options[picked]) {
        await runActions(options[picked].actions, { ...ctx, path: `${ctx.path}/options/${picked}/actions` }, extra);
      }
      return;
    }
    case 'resetPermission':
      await s.resetPermission(a.phoneModified ? str(a.phoneModified) : undefined);
      return;
    case 'returnAfterFix':
      s.returnAfterFix(a.fallback as string | undefined);
      return;
    case 'login':
      s.login(str(a.token), a.redirect === undefined ? undefined : str(a.redirect));
      return;
    case 'logout':
      s.logout(toQuery(a.query));
      return;
    case 'setAiModel':
      await s.setAiModel(str(a.model));
      return;
    default:
      throw new Error(`${ctx.path}: unknown action '${String(a.action)}'`);
  }
}
