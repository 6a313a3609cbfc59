import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, useStore, webStorage, type StorageAdapter, type Store } from '@/lib/store';

const KEY = 'test_store';

/** A storage adapter that records what it was asked, around a value held in memory. */
function memoryAdapter<T>(stored?: T): StorageAdapter<T> & { saved: T[]; loads: number } {
  const adapter = {
    saved: [] as T[],
    loads: 0,
    load: () => {
      adapter.loads += 1;
      return stored;
    },
    save: (state: T) => {
      stored = state;
      adapter.saved.push(state);
    },
  };
  return adapter;
}

/** A Web Storage whose every call throws, as a blocked or full storage does. */
const brokenStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
} as unknown as Storage;

const parseList = (stored: unknown): string[] | undefined =>
  Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : undefined;

/** Reloads `store`: it then holds `expected`, and its subscribers were told once. */
function expectReload<T>(store: Store<T>, expected: T): void {
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  store.reload();
  unsubscribe();
  expect(store.get()).toEqual(expected);
  expect(listener).toHaveBeenCalledTimes(1);
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('createStore', () => {
  it('starts from the initial state, built on first read', () => {
    const initial = vi.fn(() => ({ count: 0 }));
    const store = createStore(initial);
    expect(initial).not.toHaveBeenCalled();
    expect(store.get()).toEqual({ count: 0 });
    expect(store.get()).toBe(store.get());
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers of a change until they unsubscribe', () => {
    const store = createStore(() => 0);
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(first);
    store.subscribe(second);

    store.set(1);
    expect(store.get()).toBe(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    unsubscribeFirst();
    store.set(2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('calls every subscriber even when one unsubscribes another during the call', () => {
    const store = createStore(() => 0);
    const later = vi.fn();
    let unsubscribeLater = (): void => undefined;
    store.subscribe(() => unsubscribeLater());
    unsubscribeLater = store.subscribe(later);
    store.set(1);
    expect(later).toHaveBeenCalledTimes(1);
    store.set(2);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does not notify (nor save) when the state is unchanged', () => {
    const adapter = memoryAdapter<{ items: string[] }>();
    const store = createStore(() => ({ items: ['a'] }), { storage: adapter });
    const listener = vi.fn();
    store.subscribe(listener);

    store.set(store.get());
    store.update((draft) => {
      draft.items[0] = 'a';
    });
    expect(listener).not.toHaveBeenCalled();
    expect(adapter.saved).toEqual([]);

    const before = store.get();
    store.update((draft) => {
      draft.items.push('b');
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ items: ['a', 'b'] });
    expect(before).toEqual({ items: ['a'] });
    expect(adapter.saved).toEqual([{ items: ['a', 'b'] }]);
  });

  it('without storage, reload starts again from the initial state', () => {
    const store = createStore(() => ['start']);
    store.set(['changed']);
    expectReload(store, ['start']);
  });

  it('with a storage adapter, hydrates from it on first read (not on creation) and saves every change', () => {
    const adapter = memoryAdapter<string[]>(['stored']);
    const store = createStore<string[]>(() => [], { storage: adapter });
    expect(adapter.loads).toBe(0);
    expect(store.get()).toEqual(['stored']);
    store.set(['next']);
    expect(adapter.saved).toEqual([['next']]);
    store.get();
    expect(adapter.loads).toBe(1);
  });
});

describe('webStorage', () => {
  it('round-trips the state through a Web Storage as JSON', () => {
    const store = createStore<string[]>(() => [], { storage: webStorage(() => sessionStorage, KEY, parseList) });
    store.set(['a', 'b']);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual(['a', 'b']);

    const again = createStore<string[]>(() => [], { storage: webStorage(() => sessionStorage, KEY, parseList) });
    expect(again.get()).toEqual(['a', 'b']);

    sessionStorage.setItem(KEY, JSON.stringify(['c']));
    expectReload(again, ['c']);
  });

  it('starts from the initial state when the stored value is missing, not JSON or malformed', () => {
    const fresh = () => createStore(() => ['initial'], { storage: webStorage(() => sessionStorage, KEY, parseList) }).get();
    expect(fresh()).toEqual(['initial']);
    sessionStorage.setItem(KEY, '{not json');
    expect(fresh()).toEqual(['initial']);
    sessionStorage.setItem(KEY, JSON.stringify([1, 2]));
    expect(fresh()).toEqual(['initial']);
  });

  it('a failing storage does not throw: the store works on in memory', () => {
    const throwingGetter = (): Storage => {
      throw new DOMException('denied', 'SecurityError');
    };
    for (const storage of [() => brokenStorage, throwingGetter, () => undefined]) {
      const store = createStore(() => ['initial'], { storage: webStorage(storage, KEY, parseList) });
      const listener = vi.fn();
      store.subscribe(listener);
      expect(store.get()).toEqual(['initial']);
      expect(() => store.set(['kept'])).not.toThrow();
      expect(store.get()).toEqual(['kept']);
      expect(listener).toHaveBeenCalledTimes(1);
      expectReload(store, ['initial']);
    }
  });
});

describe('useStore', () => {
  it('re-renders a component with the state, or the part a selector picks, on change', () => {
    const store = createStore(() => ({ name: '张伟', city: '北京' }));
    function Name() {
      const name = useStore(store, (state) => state.name);
      const whole = useStore(store);
      return <p>{`${name}·${whole.city}`}</p>;
    }
    render(<Name />);
    expect(screen.getByText('张伟·北京')).toBeTruthy();
    act(() => store.set({ name: '李娜', city: '成都' }));
    expect(screen.getByText('李娜·成都')).toBeTruthy();
  });
});
