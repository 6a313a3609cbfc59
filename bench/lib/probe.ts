/**
 * In-page instrumentation, installed before any page script (init script) in every bench page:
 * paint, LCP and long-task observers, a counter of `Function` constructor calls and CSP
 * violations, the time of the last DOM change, and the tap / keystroke → next frame probes.
 *
 * These functions run in the browser: they must be self-contained (no imports, no closures over
 * module scope). tsx wraps named inner functions in `__name(...)`, so browser.ts defines a no-op
 * `__name` in every page first.
 */

/** A pending or finished "interaction → next frame" measurement. */
export interface FrameProbe {
  /** Event timestamp of the interaction (performance.now() timeline). */
  start: number | null;
  /** performance.now() in the first animation frame after the target state was reached. */
  done: number | null;
}

export interface BenchProbe {
  fcp: number | null;
  lcp: { time: number; size: number; tag: string; text: string } | null;
  longTasks: Array<{ start: number; duration: number }>;
  /** Calls of the Function constructor (new Function / Function() / fn.constructor()). */
  functionCalls: number;
  functionSamples: string[];
  cspViolations: string[];
  /** performance.now() of the last DOM change (child list or text), and of the frame after it. */
  lastMutation: number;
  lastMutationFrame: number;
  tap: FrameProbe | null;
  keys: number[];
  keyPending: number | null;
}

declare global {
  interface Window {
    __bench: BenchProbe;
    __benchStopTap?: () => void;
  }
}

/** Init script: installs window.__bench. */
export function installProbe(): void {
  const probe: BenchProbe = {
    fcp: null,
    lcp: null,
    longTasks: [],
    functionCalls: 0,
    functionSamples: [],
    cspViolations: [],
    lastMutation: 0,
    lastMutationFrame: 0,
    tap: null,
    keys: [],
    keyPending: null,
  };
  window.__bench = probe;

  // Any use of the Function constructor is counted, whichever way it is reached. Under the app's
  // CSP it would throw anyway; counting makes a guarded fallback visible too.
  const NativeFunction = window.Function;
  const counted = new Proxy(NativeFunction, {
    apply(target, thisArg, args: unknown[]) {
      probe.functionCalls += 1;
      if (probe.functionSamples.length < 5) probe.functionSamples.push(String(args[args.length - 1]).slice(0, 160));
      return Reflect.apply(target, thisArg, args) as unknown;
    },
    construct(target, args: unknown[]) {
      probe.functionCalls += 1;
      if (probe.functionSamples.length < 5) probe.functionSamples.push(String(args[args.length - 1]).slice(0, 160));
      return Reflect.construct(target, args) as object;
    },
  });
  window.Function = counted;
  Object.defineProperty(NativeFunction.prototype, 'constructor', { value: counted, writable: true, configurable: true });

  document.addEventListener('securitypolicyviolation', (e) => {
    probe.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
  });

  const observe = (type: string, onEntry: (e: PerformanceEntry) => void): void => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // Entry type not supported: the figure stays null.
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    const lcp = e as PerformanceEntry & { size: number; element: Element | null };
    const el = lcp.element;
    probe.lcp = { time: lcp.startTime, size: lcp.size, tag: el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : '') : '', text: (el?.textContent ?? '').slice(0, 40) };
  });
  observe('longtask', (e) => {
    probe.longTasks.push({ start: e.startTime, duration: e.duration });
  });

  let framePending = false;
  const onMutations = (records: MutationRecord[]): void => {
    // The progress bar fades out on a timer; it is not content. Nor is the head: style sheets and
    // the <link rel=modulepreload> of idle prefetching change there, nothing on screen.
    const isBar = (n: Node): boolean => n instanceof Element && n.id === 'nprogress';
    const real = records.some(
      (r) =>
        !document.head.contains(r.target) &&
        !(r.target instanceof Element && r.target.closest('#nprogress')) &&
        !r.target.parentElement?.closest('#nprogress') &&
        // The bar itself coming or going (NProgress adds it to and removes it from the body).
        !(r.addedNodes.length + r.removedNodes.length > 0 && [...Array.from(r.addedNodes), ...Array.from(r.removedNodes)].every(isBar)),
    );
    if (!real) return;
    probe.lastMutation = performance.now();
    if (framePending) return;
    framePending = true;
    requestAnimationFrame(() => {
      framePending = false;
      probe.lastMutationFrame = performance.now();
    });
  };
  const start = (): void => {
    new MutationObserver(onMutations).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);

  // Keystroke → next frame: from keydown to the first frame after the input event was handled.
  document.addEventListener(
    'keydown',
    (e) => {
      probe.keyPending = e.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'input',
    () => {
      const started = probe.keyPending;
      if (started === null) return;
      probe.keyPending = null;
      // The input handlers (React's discrete update) run after this capture listener, in the same
      // task; the frame after them is the one that shows the keystroke.
      requestAnimationFrame(() => {
        probe.keys.push(performance.now() - started);
      });
    },
    true,
  );
}

/**
 * Arms a tap → next frame measurement in the app: starts at the next pointerdown/touchstart and
 * ends in the first frame in which a shown view (`.shell-view` neither hidden nor leaving) other
 * than the one tapped in contains `text`.
 */
export function armTap(args: { text: string; fromSelector: string }): void {
  const probe = window.__bench;
  const tap: FrameProbe = { start: null, done: null };
  probe.tap = tap;
  const from = document.querySelector(args.fromSelector)?.closest('.shell-view') ?? null;
  const reached = (): boolean => {
    for (const view of Array.from(document.querySelectorAll('.shell-view'))) {
      if (view === from || view.hasAttribute('hidden') || view.getAttribute('aria-hidden') === 'true') continue;
      if ((view.textContent ?? '').includes(args.text)) return true;
    }
    return false;
  };
  let frameRequested = false;
  const check = (): void => {
    if (tap.start === null || frameRequested || !reached()) return;
    frameRequested = true;
    requestAnimationFrame(() => {
      tap.done = performance.now();
      stop();
    });
  };
  const observer = new MutationObserver(check);
  const onDown = (e: Event): void => {
    if (tap.start !== null) return;
    tap.start = e.timeStamp;
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'aria-hidden', 'class'] });
    check();
  };
  const stop = (): void => {
    observer.disconnect();
    window.removeEventListener('pointerdown', onDown, true);
    window.removeEventListener('touchstart', onDown, true);
  };
  window.__benchStopTap = stop;
  window.addEventListener('pointerdown', onDown, true);
  window.addEventListener('touchstart', onDown, true);
}

/** The element of a form field found by its label text (the field's first input or switch). */
export function fieldControl(label: string): string | null {
  const all = Array.from(document.querySelectorAll('label, span, div'));
  const hit = all.find((el) => el.childElementCount === 0 && (el.textContent ?? '').trim() === label);
  let node: Element | null = hit ?? null;
  while (node && !node.querySelector('input, button[role="switch"]')) node = node.parentElement;
  const control = node?.querySelector('input, button[role="switch"]') ?? null;
  if (!control) return null;
  control.setAttribute('data-bench-target', label);
  control.scrollIntoView({ block: 'center' });
  return `[data-bench-target="${label}"]`;
}

/** Counts form controls (inputs and switches) in the document. */
export function countControls(): number {
  return document.querySelectorAll('input, button[role="switch"]').length;
}

/** Form mount milestones (performance.now()), filled by {@link installFormWatch}. */
export interface FormWatch {
  /** First frame in which form controls fill the first screen (or all are mounted). */
  firstScreen: number | null;
  /** First frame in which all `total` controls are mounted. */
  fullMount: number | null;
  controls: number;
}

declare global {
  interface Window {
    __benchForm?: FormWatch;
  }
}

/** Init script for the form pages: watches the form controls (inputs and switches) mount. */
export function installFormWatch(total: number): void {
  const watch: FormWatch = { firstScreen: null, fullMount: null, controls: 0 };
  window.__benchForm = watch;
  let pending = false;
  const check = (): void => {
    pending = false;
    const controls = document.querySelectorAll('input, button[role="switch"]');
    watch.controls = controls.length;
    if (controls.length === 0) return;
    const now = performance.now();
    if (watch.firstScreen === null) {
      const last = controls[controls.length - 1].getBoundingClientRect();
      if (last.top >= window.innerHeight || controls.length >= total) watch.firstScreen = now;
    }
    if (watch.fullMount === null && controls.length >= total) {
      watch.fullMount = now;
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(check);
  });
  const start = (): void => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}
