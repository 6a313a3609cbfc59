import { describe, expect, it } from 'vitest';
import { finishTransition, initStack, showView, type StackModel, type ViewEntry } from '@/shell/viewStackModel';

const kept = (key: string): ViewEntry<string> => ({ key, keepAlive: true, element: key });
const once = (key: string): ViewEntry<string> => ({ key, keepAlive: false, element: key });
const keys = (m: StackModel<string>): string[] => m.records.map((r) => r.key);

describe('view stack model', () => {
  it('keeps kept views in first-mounted order and drops others once left', () => {
    let m = initStack(kept('A'));
    m = showView(m, once('x1'), 'none', 8);
    m = showView(m, kept('B'), 'none', 8);
    expect(keys(m)).toEqual(['A', 'B']);
    m = showView(m, kept('A'), 'none', 8);
    expect(keys(m)).toEqual(['A', 'B']);
    expect(m.currentKey).toBe('A');
  });

  it('evicts the least recently shown kept view beyond max', () => {
    let m = initStack(kept('A'));
    m = showView(m, kept('B'), 'none', 2);
    m = showView(m, kept('A'), 'none', 2);
    m = showView(m, kept('C'), 'none', 2);
    expect(keys(m)).toEqual(['A', 'C']);
  });

  it('keeps the leaving view until the transition ends', () => {
    let m = initStack(once('x1'));
    m = showView(m, kept('A'), 'left', 8);
    expect(m.leavingKey).toBe('x1');
    expect(keys(m)).toEqual(['x1', 'A']);
    m = finishTransition(m, 8);
    expect(m.leavingKey).toBeNull();
    expect(keys(m)).toEqual(['A']);
  });

  it('does not evict the leaving view during its slide, even with max 1', () => {
    let m = initStack(kept('A'));
    m = showView(m, kept('B'), 'right', 1);
    expect(keys(m)).toEqual(['A', 'B']);
    m = finishTransition(m, 1);
    expect(keys(m)).toEqual(['B']);
  });

  it('returns the same model when nothing changed, and refreshes the element otherwise', () => {
    const m = initStack(kept('A'));
    expect(showView(m, kept('A'), 'left', 8)).toBe(m);
    const next = showView(m, { key: 'A', keepAlive: true, element: 'A2' }, 'left', 8);
    expect(next.records[0].element).toBe('A2');
    expect(next.leavingKey).toBeNull();
  });

  it('cuts a running transition short when the next one starts', () => {
    let m = initStack(once('x1'));
    m = showView(m, once('x2'), 'left', 8);
    m = showView(m, once('x3'), 'left', 8);
    expect(keys(m)).toEqual(['x2', 'x3']);
    expect(m.leavingKey).toBe('x2');
  });
});
