/**
 * jsdom lacks IntersectionObserver: a controllable stand-in for tests of infinite scroll.
 * `intersect()` reports every observed element as visible, the way a scroll to the end would.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export interface ObserverControl {
  intersect(): void;
  readonly observed: number;
  restore(): void;
}

export function installIntersectionObserver(): ObserverControl {
  const live = new Set<FakeObserver>();
  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly cb: IntersectionObserverCallback) {
      live.add(this);
    }
    observe(el: Element): void {
      this.targets.add(el);
    }
    unobserve(el: Element): void {
      this.targets.delete(el);
    }
    disconnect(): void {
      this.targets.clear();
      live.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    fire(): void {
      const entries = [...this.targets].map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry);
      if (entries.length) this.cb(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    intersect: () => [...live].forEach((o) => o.fire()),
    get observed() {
      return [...live].reduce((n, o) => n + o.targets.size, 0);
    },
    restore: () => vi.unstubAllGlobals(),
  };
}

/** The stand-in installed before each test of the file and removed after it; the control is the current test's. */
export function intersectionObserverEachTest(): Omit<ObserverControl, 'restore'> {
  let current: ObserverControl | undefined;
  const control = (): ObserverControl => {
    if (!current) throw new Error('the IntersectionObserver stand-in is installed before each test: use it inside a test');
    return current;
  };
  beforeEach(() => {
    current = installIntersectionObserver();
  });
  afterEach(() => {
    control().restore();
    current = undefined;
  });
  return {
    intersect: () => control().intersect(),
    get observed() {
      return control().observed;
    },
  };
}
