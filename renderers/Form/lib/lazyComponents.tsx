/**
 * Lazily loaded Formily components: the @formily/antd-v5 controls (Input, Select, DatePicker …, one
 * chunk per component module) and the registry's field widgets (PhoneInput, DictSelect …). A form
 * page downloads only the components its schema names, the first time a schema uses them.
 *
 * Until a component has loaded, its place holds a placeholder of the control's size, so the layout
 * does not jump. A form preloads every component its schema names at once (`preloadComponents`)
 * and provides the batch through `ComponentsReadyContext`: its placeholders wait for the whole
 * batch, then turn into controls one component per task, in the order they mounted (see
 * lazyComponent), rather than whenever each chunk happens to arrive.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ISchema } from '@formily/json-schema';
import { widgetRegistry } from '@/widget-kit';
import { dateBoundProps } from './dateBounds';
import { nextTask } from './tasks';
import './lazyComponents.css';

/** Props Formily passes to an x-component (value, onChange, x-component-props …). */
export type FieldProps = Record<string, unknown>;
export type FormilyComponent = ComponentType<FieldProps>;

/** A pending, loaded or failed load: its promise settles with it, `read` throws its error. */
export interface Resource {
  readonly promise: Promise<void>;
  /** True once the load settled (loaded or failed). */
  settled(): boolean;
  /** Throws the error if the load failed (once settled). */
  read(): void;
}

function resource(promise: Promise<unknown>): Resource {
  let state: { status: 'pending' } | { status: 'done' } | { status: 'failed'; error: unknown } = { status: 'pending' };
  const settledPromise = promise.then(
    () => {
      state = { status: 'done' };
    },
    (error: unknown) => {
      state = { status: 'failed', error };
    },
  );
  return {
    promise: settledPromise,
    settled: () => state.status !== 'pending',
    read() {
      if (state.status === 'failed') throw state.error;
    },
  };
}

/** Already settled. */
const READY: Resource = { promise: Promise.resolve(), settled: () => true, read: () => undefined };

/** The components a form preloaded as one batch; lazy components wait for all of them. */
export const ComponentsReadyContext = createContext<Resource | null>(null);

/** How a placeholder looks while its component loads: the control's size. */
export type PlaceholderKind = 'control' | 'textarea' | 'switch' | 'choice' | 'choices';

function Placeholder({ kind, rows }: { kind: PlaceholderKind; rows?: unknown }): ReactNode {
  // A textarea is as tall as its rows (antd's default is 2 lines).
  const style = kind === 'textarea' ? { height: `calc(${typeof rows === 'number' && rows > 0 ? rows : 2} * 1.5715em + 16px)` } : undefined;
  return <span className={`w-form__placeholder w-form__placeholder--${kind}`} style={style} aria-hidden="true" />;
}

interface LazyEntry {
  /** The component once loaded. */
  loaded(): FormilyComponent | undefined;
  /** The load started last, if any. */
  current(): Resource | undefined;
  /** Starts the load unless one was started; `retry` starts again after a failed one. */
  load(retry?: boolean): Resource;
}

function lazyEntry(loader: () => Promise<FormilyComponent>): LazyEntry {
  let component: FormilyComponent | undefined;
  let current: Resource | undefined;
  return {
    loaded: () => component,
    current: () => current,
    load(retry = false) {
      if (current && !(retry && current.settled() && !component)) return current;
      current = resource(
        loader().then((c) => {
          component = c;
        }),
      );
      return current;
    },
  };
}

type Reveal = () => void;

/** The placeholders waiting on a form's pending batch, by component in mount order; `done` once all are shown. */
interface Waiting {
  queue: Map<LazyEntry, Set<Reveal>>;
  done: Promise<void>;
}

const waiting = new WeakMap<Resource, Waiting>();

/** Reveals the waiting placeholders of one component per task, in mount order (see lazyComponent). */
async function revealInTurn(queue: Map<LazyEntry, Set<Reveal>>): Promise<void> {
  for (const reveals of queue.values()) {
    await new Promise<void>((resolve) => nextTask(resolve));
    flushSync(() => reveals.forEach((reveal) => reveal()));
  }
}

/** Calls `reveal` once `group` has settled, in the turn of `entry`; returns the cancel. */
function afterGroup(group: Resource, entry: LazyEntry, reveal: Reveal): () => void {
  let w = waiting.get(group);
  if (!w) {
    const queue = new Map<LazyEntry, Set<Reveal>>();
    w = { queue, done: group.promise.then(() => revealInTurn(queue)) };
    waiting.set(group, w);
  }
  const reveals = w.queue.get(entry) ?? new Set<Reveal>();
  w.queue.set(entry, reveals);
  reveals.add(reveal);
  return () => reveals.delete(reveal);
}

/**
 * Resolves once `group` has settled and the placeholders that waited on it have all turned into
 * controls: a long form mounts its later batches after that, so they do not hold up the first screen.
 */
export function whenRevealed(group: Resource): Promise<void> {
  return group.promise.then(() => waiting.get(group)?.done);
}

/**
 * A component that renders the loaded one, or its placeholder while it loads. Inside a form's
 * pending batch, the placeholders wait for the whole batch, then turn into controls one component
 * at a time, each in a task and a commit of its own: the first instance of an antd control builds
 * its styles, tens of milliseconds each on a phone, and a first screen revealed in one render was
 * one long task of them all.
 *
 * It waits with state, not Suspense: a suspended boundary is revealed by a React retry, a
 * low-priority render that any synchronous render restarts. A long form mounts its later batches
 * synchronously, one per task (./progressive), so a first screen mounted before the chunks were in
 * stayed placeholders until the whole form had mounted.
 */
function lazyComponent(name: string, entry: LazyEntry, kind: PlaceholderKind): FormilyComponent {
  function Lazy(props: FieldProps): ReactNode {
    const group = useContext(ComponentsReadyContext);
    const [shown, setShown] = useState<{ component?: FormilyComponent; error?: unknown }>(() => ({
      component: !group || group.settled() ? entry.loaded() : undefined,
    }));
    // Outside a form's pending batch, this mount loads the component (again, if it failed before:
    // a remount is a retry), from its first render. Inside it, the batch loads it.
    const [own] = useState(() => (shown.component || (group && !group.settled()) ? null : entry.load(true)));
    const pending = !shown.component && shown.error === undefined;
    useEffect(() => {
      if (!pending) return undefined;
      let live = true;
      const settle = (load: Resource): void => {
        if (!live) return;
        try {
          load.read();
          setShown({ component: entry.loaded() });
        } catch (error) {
          setShown({ error });
        }
      };
      let cancel: (() => void) | null = null;
      if (group && !group.settled()) cancel = afterGroup(group, entry, () => settle(entry.current() ?? entry.load()));
      else {
        const load = own ?? entry.current() ?? entry.load();
        void load.promise.then(() => settle(load));
      }
      return () => {
        live = false;
        cancel?.();
      };
      // One wait per mount: the component, once shown, is never swapped (that would remount the
      // control and lose focus while typing).
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    // A failed load goes to the node's error boundary.
    if (shown.error !== undefined) throw shown.error;
    return shown.component ? createElement(shown.component, props) : <Placeholder kind={kind} rows={props.rows} />;
  }
  Lazy.displayName = `Lazy(${name})`;
  return Lazy;
}

/** Formily's connected components are typed by their antd props; Formily passes them untyped. */
const formily = <P,>(c: ComponentType<P>): FormilyComponent => c as unknown as FormilyComponent;

/** A date control whose minDate / maxDate are data ("today", 'YYYY-MM-DD'; see ./dateBounds). */
function withDateBounds(Control: FormilyComponent): FormilyComponent {
  function Bounded(props: FieldProps): ReactNode {
    const { minDate, maxDate } = props;
    // The same days for the same texts, so the control's panel is not recomputed on every render.
    const bounds = useMemo(() => dateBoundProps({ minDate, maxDate }), [minDate, maxDate]);
    return createElement(Control, { ...props, ...bounds });
  }
  Bounded.displayName = `Bounded(${Control.displayName ?? Control.name})`;
  return Bounded;
}

// One import per @formily/antd-v5 component module: each becomes its own chunk (shared parts such
// as PreviewText and antd internals go to shared chunks), so a page loads only what it names.
const antd = {
  input: () => import('@formily/antd-v5/esm/input'),
  select: () => import('@formily/antd-v5/esm/select'),
  datePicker: () => import('@formily/antd-v5/esm/date-picker'),
  radio: () => import('@formily/antd-v5/esm/radio'),
  checkbox: () => import('@formily/antd-v5/esm/checkbox'),
  switch: () => import('@formily/antd-v5/esm/switch'),
  numberPicker: () => import('@formily/antd-v5/esm/number-picker'),
  cascader: () => import('@formily/antd-v5/esm/cascader'),
};

/** Lazy entries by the name a schema uses in x-component (dotted names are sub-components). */
const ANTD_ENTRIES: Record<string, { entry: LazyEntry; kind: PlaceholderKind }> = {
  Input: { entry: lazyEntry(() => antd.input().then((m) => formily(m.Input))), kind: 'control' },
  'Input.TextArea': { entry: lazyEntry(() => antd.input().then((m) => formily(m.Input.TextArea))), kind: 'textarea' },
  Select: { entry: lazyEntry(() => antd.select().then((m) => formily(m.Select))), kind: 'control' },
  DatePicker: { entry: lazyEntry(() => antd.datePicker().then((m) => withDateBounds(formily(m.DatePicker)))), kind: 'control' },
  'DatePicker.RangePicker': { entry: lazyEntry(() => antd.datePicker().then((m) => withDateBounds(formily(m.DatePicker.RangePicker)))), kind: 'control' },
  Radio: { entry: lazyEntry(() => antd.radio().then((m) => formily(m.Radio))), kind: 'choice' },
  'Radio.Group': { entry: lazyEntry(() => antd.radio().then((m) => formily(m.Radio.Group))), kind: 'choices' },
  Checkbox: { entry: lazyEntry(() => antd.checkbox().then((m) => formily(m.Checkbox))), kind: 'choice' },
  'Checkbox.Group': { entry: lazyEntry(() => antd.checkbox().then((m) => formily(m.Checkbox.Group))), kind: 'choices' },
  Switch: { entry: lazyEntry(() => antd.switch().then((m) => formily(m.Switch))), kind: 'switch' },
  NumberPicker: { entry: lazyEntry(() => antd.numberPicker().then((m) => formily(m.NumberPicker))), kind: 'control' },
  Cascader: { entry: lazyEntry(() => antd.cascader().then((m) => formily(m.Cascader))), kind: 'control' },
};

const lazyAntd = (name: string): FormilyComponent => lazyComponent(name, ANTD_ENTRIES[name].entry, ANTD_ENTRIES[name].kind);

/** The lazy @formily/antd-v5 controls, shaped as Formily looks them up ('Input.TextArea' → Input.TextArea). */
export const LAZY_ANTD_COMPONENTS = {
  Input: Object.assign(lazyAntd('Input'), { TextArea: lazyAntd('Input.TextArea') }),
  Select: lazyAntd('Select'),
  DatePicker: Object.assign(lazyAntd('DatePicker'), { RangePicker: lazyAntd('DatePicker.RangePicker') }),
  Radio: Object.assign(lazyAntd('Radio'), { Group: lazyAntd('Radio.Group') }),
  Checkbox: Object.assign(lazyAntd('Checkbox'), { Group: lazyAntd('Checkbox.Group') }),
  Switch: lazyAntd('Switch'),
  NumberPicker: lazyAntd('NumberPicker'),
  Cascader: lazyAntd('Cascader'),
};

/**
 * Lazy entries of the registry's widgets by type (renderers/<Type>/<Type>.tsx, loaded through the
 * widget registry, so a widget is one download whether a page or a form asks first). Which of them
 * are field widgets ("x-kind": "field") is checked at build time: a schema naming any other widget
 * in x-component fails the build, so the run time needs no props schema to tell them apart.
 */
const WIDGET_ENTRIES: Record<string, LazyEntry> = Object.fromEntries(
  widgetRegistry.types().map((type) => [type, lazyEntry(() => widgetRegistry.load(type).then(formily))]),
);

/** Lazy components of the field widgets (PhoneInput, DictSelect …), by type; see WIDGET_ENTRIES. */
export const LAZY_FIELD_COMPONENTS: Record<string, FormilyComponent> = Object.fromEntries(
  Object.entries(WIDGET_ENTRIES).map(([type, entry]) => [type, lazyComponent(type, entry, 'control')]),
);

// Own keys only (the build targets ES2019 browsers: no Object.hasOwn).
const own = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);
const entryOf = (name: string): LazyEntry | undefined =>
  own(ANTD_ENTRIES, name) ? ANTD_ENTRIES[name].entry : own(WIDGET_ENTRIES, name) ? WIDGET_ENTRIES[name] : undefined;

/**
 * Every x-component and x-decorator name in a Formily schema, at any depth (properties, items,
 * additionalProperties, patternProperties).
 */
export function componentNamesOf(schema: ISchema): Set<string> {
  const names = new Set<string>();
  const visit = (s: unknown): void => {
    if (!s || typeof s !== 'object') return;
    if (Array.isArray(s)) {
      s.forEach(visit);
      return;
    }
    const node = s as Record<string, unknown>;
    for (const key of ['x-component', 'x-decorator']) {
      const name = node[key];
      if (typeof name === 'string') names.add(name);
    }
    for (const key of ['properties', 'patternProperties']) {
      const children = node[key];
      if (children && typeof children === 'object') Object.values(children).forEach(visit);
    }
    visit(node.items);
    visit(node.additionalProperties);
  };
  visit(schema);
  return names;
}

/**
 * Loads the lazy components among `names` (other names are ignored) and gives one resource that
 * settles when every one of them has settled (loaded or failed). Each load starts in a task of its
 * own (each import runs the bundler's preload helper, a <link> per dependency: work that should not
 * lengthen the render that asks for it, nor add up to one long task); the tasks are all queued at
 * once, so the downloads start together, ahead of the form's other work.
 */
export function preloadComponents(names: Iterable<string>): Resource {
  const entries = [...new Set(names)].map(entryOf).filter((e): e is LazyEntry => e !== undefined);
  if (entries.every((e) => e.loaded())) return READY;
  return resource(Promise.all(entries.map((entry) => new Promise<void>((resolve) => nextTask(() => resolve(entry.load().promise))))));
}
