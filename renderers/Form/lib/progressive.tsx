/**
 * Progressive mounting of a long Formily form. The first screen of fields mounts as one batch in
 * the task after the form's own render (a form of at most SMALL_FORM_FIELDS fields mounts with it);
 * the remaining top-level properties mount in order, a few at a time, each batch in its own task,
 * sized so that a batch stays within about 80 ms on a slow phone. The fields are
 * Formily's own: each batch is a SchemaField over a slice of the schema's top-level properties, so
 * every field is created, validated and reacted to by Formily exactly as in one big SchemaField
 * (same form, same paths, same order).
 *
 * A form that must see every field (submit, validate, reset) waits on the {@link MountGate}: it
 * hurries the remaining batches along and resolves once the last one has mounted.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Form } from '@formily/core';
import { Schema, type ISchema } from '@formily/json-schema';
import { observer } from '@formily/react';
import { whenRevealed, type Resource } from './lazyComponents';
import { SchemaField } from '@renderers/Form/schemaField';
import { FormItemScope } from './formItem';
import { afterNextFrame, nextTask } from './tasks';

/** Forms with at most this many fields mount at once. */
export const SMALL_FORM_FIELDS = 30;
/** The first screen: one field per this many pixels of window height (a vertical field is about 96px, a horizontal one 64px), within the bounds below. */
const FIELD_ROW_PX = { vertical: 88, horizontal: 60 } as const;
const FIRST_SCREEN_MIN_FIELDS = 8;
const FIRST_SCREEN_MAX_FIELDS = 24;
/** The first batch after the first screen, in fields: small, it measures how fast fields mount. */
const FIRST_BATCH_FIELDS = 4;
/**
 * Time a batch may take (render, commit and effects), in ms; more while a submit waits. Each batch
 * is followed by a frame (style, layout and paint of what it added), a cost per batch rather than
 * per field: fewer, larger batches mount the form sooner. Well under the 200 ms of a task that
 * delays input noticeably, with room for a garbage collection falling into a batch.
 */
const BATCH_BUDGET_MS = 80;
const HURRY_BUDGET_MS = 100;
const MAX_BATCH_FIELDS = 64;
/** Estimated height of a field before its batch is first rendered (a vertical field is about 96px). */
const ESTIMATED_FIELD_PX = 90;

type Json = Record<string, unknown>;
type Layout = keyof typeof FIELD_ROW_PX;

/**
 * Whether every field has mounted, and a way to wait for it. Waiting hurries the remaining batches:
 * they no longer wait for the first paint or the component chunks, and grow larger.
 */
export class MountGate {
  private mounted = false;
  private waiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  private hurryListener: (() => void) | null = null;
  private hurrying = false;

  get done(): boolean {
    return this.mounted;
  }

  get hurry(): boolean {
    return this.hurrying;
  }

  /** Resolves once every field has mounted (at once if they have). */
  whenMounted(): Promise<void> {
    if (this.mounted) return Promise.resolve();
    this.hurrying = true;
    this.hurryListener?.();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  setMounted(mounted: boolean): void {
    this.mounted = mounted;
    if (!mounted) return;
    this.hurrying = false;
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w.resolve());
  }

  /** The mounting loop listens here for a waiter; returns the unsubscribe. */
  onHurry(listener: () => void): () => void {
    this.hurryListener = listener;
    if (this.hurrying) listener();
    return () => {
      if (this.hurryListener === listener) this.hurryListener = null;
    };
  }

  /** The form went away before mounting every field: waiters fail. */
  abort(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w.reject(new Error('the form was unmounted before all of its fields mounted')));
  }
}

/**
 * Makes submit, validate and reset of `form` first wait for every field to mount, so they see the
 * whole form, as if it had mounted at once. Formily calls them on the form object (the Submit and
 * Reset buttons, the page's submit action through registerForm), so they are replaced there.
 */
export function gateForm(form: Form, gate: MountGate): Form {
  const { submit, validate, reset } = form;
  form.submit = <T,>(onSubmit?: (values: unknown) => void | Promise<T>): Promise<T> => {
    if (gate.done) return submit(onSubmit);
    // The button shows its spinner while the remaining fields mount.
    form.setSubmitting(true);
    return gate.whenMounted().then(
      () => submit(onSubmit),
      (e: unknown) => {
        form.setSubmitting(false);
        throw e;
      },
    );
  };
  form.validate = (pattern?: Parameters<Form['validate']>[0]): Promise<void> =>
    gate.done ? (validate(pattern) as Promise<void>) : gate.whenMounted().then(() => validate(pattern) as Promise<void>);
  form.reset = (pattern, options) => (gate.done ? reset(pattern, options) : gate.whenMounted().then(() => reset(pattern, options)));
  return form;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** Fields under a schema node: 1 for a field, the sum of its children for an object or void node. */
function fieldCount(node: unknown): number {
  if (!isObject(node)) return 1;
  const children = isObject(node.properties) ? Object.values(node.properties) : [];
  const n = children.reduce<number>((sum, child) => sum + fieldCount(child), 0);
  return Math.max(1, n);
}

/** Whether a form of this schema mounts its fields in batches (more than SMALL_FORM_FIELDS fields). */
export const mountsInBatches = (schema: ISchema): boolean => fieldCount(schema) > SMALL_FORM_FIELDS;

/**
 * The schema's `default`s as initial values (top-level properties and the properties of object
 * and void nodes below them), where `initial` has no value: what Formily would set on each field's
 * creation, available before the field mounts (e.g. to `form` in page expressions).
 */
export function withSchemaDefaults(schema: ISchema, initial: Json): Json {
  const out: Json = { ...initial };
  const visit = (node: unknown, target: Json): void => {
    if (!isObject(node) || !isObject(node.properties)) return;
    for (const [key, child] of Object.entries(node.properties)) {
      if (!isObject(child)) continue;
      if (child.type === 'void') {
        visit(child, target);
        continue;
      }
      if (target[key] === undefined && child.default !== undefined) target[key] = child.default;
      if (child.type === 'object' && isObject(child.properties)) {
        const inner = target[key];
        if (inner === undefined || isObject(inner)) {
          const next: Json = { ...(inner ?? {}) };
          visit(child, next);
          if (inner !== undefined || Object.keys(next).length) target[key] = next;
        }
      }
    }
  };
  visit(schema, out);
  return out;
}

/** The top-level properties of a schema in Formily's render order, with their field counts. */
interface Plan {
  keys: string[];
  weights: number[];
  total: number;
  /** The root schema with only the properties keys[start .. end). */
  slice(start: number, end: number): Schema;
}

function planOf(schema: ISchema): Plan {
  const root: Json = { type: 'object', ...schema };
  // Formily's own order (x-index, then declaration order), read from the JSON.
  const ordered = Schema.getOrderProperties(root as ISchema) as Array<{ key: string; schema: unknown }>;
  const { properties: _all, ...rest } = root;
  const weights = ordered.map((p) => fieldCount(p.schema));
  return {
    keys: ordered.map((p) => p.key),
    weights,
    total: weights.reduce((a, b) => a + b, 0),
    slice: (start, end) => new Schema({ ...rest, properties: Object.fromEntries(ordered.slice(start, end).map((p) => [p.key, p.schema])) } as ISchema),
  };
}

/** End (exclusive) of the batch that starts at `from` and holds about `fields` fields (at least one property). */
function advance(plan: Plan, from: number, fields: number): number {
  let end = from;
  let weight = 0;
  while (end < plan.keys.length && (end === from || weight + plan.weights[end] <= fields)) weight += plan.weights[end++];
  return end;
}

function firstEnd(plan: Plan, layout: Layout): number {
  if (plan.total <= SMALL_FORM_FIELDS) return plan.keys.length;
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  const fields = Math.min(FIRST_SCREEN_MAX_FIELDS, Math.max(FIRST_SCREEN_MIN_FIELDS, Math.ceil(height / FIELD_ROW_PX[layout])));
  return advance(plan, 0, fields);
}

const weightOf = (plan: Plan, start: number, end: number): number => plan.weights.slice(start, end).reduce((a, b) => a + b, 0);

/** Height the first screen's fields are expected to take, kept free until they mount. */
const firstScreenHeight = (plan: Plan, layout: Layout): number => weightOf(plan, 0, firstEnd(plan, layout)) * FIELD_ROW_PX[layout];

interface ChunkProps {
  plan: Plan;
  start: number;
  end: number;
  scope: Json;
  /** The first screen: shown at once, always laid out. */
  first: boolean;
  /** Hide the batch for the frame in which it enters (read on mount only). */
  hideOnEnter: boolean;
}

/** Class of a batch that has just mounted and is not shown yet (display: none). */
const ENTERING = 'w-form__batch--entering';

/**
 * One batch of top-level properties; memoised (observer), so later batches do not re-render it. As
 * a Formily observer it also makes Formily hold back the re-renders that creating its fields causes
 * in mounted fields (a reaction on a field of this batch) until the batch has committed, as one
 * SchemaField over the whole form does: no state update of another component during this render.
 *
 * A later batch is laid out only once it is on screen (content-visibility: auto, at an estimated
 * height until then). Formily's own FormItem (which fields with a tooltip, addons … keep, see
 * ./formItem) measures its label in the animation frame after it mounts, which would force that
 * layout at once; so the batch enters hidden (display: none, where measuring costs nothing) and is
 * shown right after those measurements. Its labels wrap (FormLayout labelWrap), so they never
 * overflow and the measurement has nothing to find.
 */
const Chunk = observer(function Chunk({ plan, start, end, scope, first, hideOnEnter }: ChunkProps): ReactNode {
  const schema = useMemo(() => plan.slice(start, end), [plan, start, end]);
  const style = useMemo(
    () => (first ? undefined : { containIntrinsicSize: `auto ${weightOf(plan, start, end) * ESTIMATED_FIELD_PX}px` }),
    [plan, start, end, first],
  );
  const ref = useRef<HTMLDivElement>(null);
  const [hide] = useState(!first && hideOnEnter && typeof requestAnimationFrame === 'function');
  useLayoutEffect(() => {
    if (hide) ref.current?.classList.add(ENTERING);
  }, [hide]);
  // Passive effects run children first: this frame request comes after the FormItems' ones.
  useEffect(() => {
    const el = ref.current;
    if (!hide || !el) return undefined;
    const frame = requestAnimationFrame(() => el.classList.remove(ENTERING));
    return () => {
      cancelAnimationFrame(frame);
      el.classList.remove(ENTERING);
    };
  }, [hide]);
  return (
    <div ref={ref} className={first ? 'w-form__batch w-form__batch--first' : 'w-form__batch'} style={style}>
      <FormItemScope>
        <SchemaField schema={schema} scope={scope} />
      </FormItemScope>
    </div>
  );
});

export interface ProgressiveFieldsProps {
  /** The form's Formily schema (its top-level properties are the batching unit). */
  schema: ISchema;
  /** Expression scope of the schema. */
  scope: Json;
  gate: MountGate;
  /** The schema's lazy components: the remaining batches wait for them, so they mount as controls. */
  ready: Resource;
  /** The form's layout: how many fields fill the first screen. */
  layout: Layout;
}

/** The fields of `schema`: the first screen at once, the rest in later batches (see the module comment). */
export function ProgressiveFields({ schema, scope, gate, ready, layout }: ProgressiveFieldsProps): ReactNode {
  const plan = useMemo(() => planOf(schema), [schema]);
  // Ends (exclusive) of the mounted batches over plan.keys; batch i is keys[ends[i-1] .. ends[i]).
  // A small form mounts with the form; a long one mounts its first screen in the next task.
  // Each batch also records whether it enters hidden (see Chunk), decided when it mounts.
  const [state, setState] = useState(() => {
    const ends = plan.total <= SMALL_FORM_FIELDS ? [plan.keys.length] : [];
    return { plan, ends, hidden: ends.map(() => false) };
  });
  let { ends, hidden } = state;
  const mounted = ends.length ? ends[ends.length - 1] : 0;
  if (state.plan !== plan) {
    // A new schema: keep as many properties mounted as before, in one batch, and go on from there.
    ends = [Math.min(plan.keys.length, Math.max(firstEnd(plan, layout), mounted))];
    hidden = [false];
    setState({ plan, ends, hidden });
  }
  const mountedRef = useRef(mounted);
  mountedRef.current = ends.length ? ends[ends.length - 1] : 0;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  useEffect(() => {
    if (mountedRef.current >= plan.keys.length) {
      gate.setMounted(true);
      return undefined;
    }
    gate.setMounted(false);
    let cancelled = false;
    let cancelNext: (() => void) | null = null;
    let cancelFrame: (() => void) | null = null;
    let started = false;
    let size = FIRST_BATCH_FIELDS;
    let msPerField: number | null = null;

    // A batch mounted while a submit waits is shown at once: the submit may scroll to an error in it.
    const enterHidden = (): boolean => !gate.hurry;
    /** Mounts keys up to `to` as one batch, in this task; returns how long it took. */
    const mountTo = (to: number): number => {
      const t0 = performance.now();
      // Rendered, committed and its effects run (Formily mounts the fields) before this returns.
      const hide = enterHidden();
      flushSync(() => setState((s) => (s.plan === plan ? { plan, ends: [...s.ends, to], hidden: [...s.hidden, hide] } : s)));
      return performance.now() - t0;
    };
    const finish = (): boolean => {
      if (mountedRef.current < plan.keys.length) return false;
      gate.setMounted(true);
      return true;
    };
    const step = (): void => {
      cancelNext = null;
      if (cancelled) return;
      const from = mountedRef.current;
      const to = advance(plan, from, size);
      const elapsed = mountTo(to);
      if (finish()) return;
      const perField = elapsed / Math.max(1, weightOf(plan, from, to));
      msPerField = msPerField === null ? perField : (msPerField + perField) / 2;
      const budget = gate.hurry ? HURRY_BUDGET_MS : BATCH_BUDGET_MS;
      size = Math.max(1, Math.min(MAX_BATCH_FIELDS, size * 2, Math.floor(budget / Math.max(msPerField, 0.1))));
      cancelNext = nextTask(step);
    };
    const start = (): void => {
      if (cancelled || started) return;
      started = true;
      cancelFrame?.();
      cancelNext?.();
      cancelNext = nextTask(step);
    };
    // The rest normally follows once the first screen has painted and its controls are shown (the
    // components have loaded and replaced its placeholders); at once if a submit waits.
    const startAfterFirstScreen = (): void => {
      cancelFrame = afterNextFrame(() => {
        cancelFrame = null;
        void whenRevealed(ready).then(start);
      });
    };
    if (mountedRef.current === 0) {
      // The first screen: one batch, in a task of its own right after the form's first render.
      cancelNext = nextTask(() => {
        cancelNext = null;
        if (cancelled || started) return;
        mountTo(firstEnd(plan, layoutRef.current));
        if (!finish()) startAfterFirstScreen();
      });
    } else startAfterFirstScreen();
    const offHurry = gate.onHurry(start);
    return () => {
      cancelled = true;
      cancelFrame?.();
      cancelNext?.();
      offHurry();
    };
  }, [plan, gate, ready]);

  return (
    <>
      {ends.length ? null : <div className="w-form__first-screen" style={{ height: firstScreenHeight(plan, layout) }} aria-hidden="true" />}
      {ends.map((end, i) => (
        <Chunk key={i} plan={plan} start={i ? ends[i - 1] : 0} end={end} scope={scope} first={i === 0} hideOnEnter={hidden[i] ?? false} />
      ))}
    </>
  );
}
