import { describe, expect, it } from 'vitest';
import { isBackStep, ViewHistory } from '../../../src/router';

describe('ViewHistory', () => {
  it('pushes forward navigations', () => {
    const h = new ViewHistory();
    expect(h.record(null, '/a')).toBe('push');
    expect(h.record('/a', '/b')).toBe('push');
    expect(h.views).toEqual(['/a', '/b']);
  });

  it('pops when the target is the second-last view and the origin the last', () => {
    const h = new ViewHistory(['/a', '/b', '/c']);
    expect(h.record('/c', '/b')).toBe('pop');
    expect(h.views).toEqual(['/a', '/b']);
    expect(h.record('/b', '/a')).toBe('pop');
    expect(h.views).toEqual(['/a']);
  });

  it('pushes when the target is the second-last view but the origin is not the last', () => {
    const h = new ViewHistory(['/a', '/b']);
    expect(h.record('/x', '/a')).toBe('push');
    expect(h.views).toEqual(['/a', '/b', '/a']);
  });

  it('pushes when the stack has fewer than two views', () => {
    expect(isBackStep(['/a'], '/a', '/a')).toBe(false);
    expect(new ViewHistory(['/a']).record('/a', '/b')).toBe('push');
  });

  it('treats a move to the same view as no move', () => {
    const h = new ViewHistory(['/a', '/b']);
    expect(h.record('/b', '/b')).toBe('stay');
    expect(h.views).toEqual(['/a', '/b']);
  });

  it('stacks the origin of the first recorded move so the back-step to it is recognised', () => {
    const h = new ViewHistory();
    expect(h.record('/a', '/b')).toBe('push');
    expect(h.record('/b', '/a')).toBe('pop');
    expect(h.views).toEqual(['/a']);
  });

  it('drops the oldest views beyond the cap', () => {
    const h = new ViewHistory([], 3);
    ['/1', '/2', '/3', '/4'].forEach((key, i, all) => h.record(i === 0 ? null : all[i - 1], key));
    expect(h.views).toEqual(['/2', '/3', '/4']);
  });

  it('does not expose its stack for mutation and can be cleared', () => {
    const h = new ViewHistory(['/a']);
    (h.views as string[]).push('/z');
    expect(h.views).toEqual(['/a']);
    h.clear();
    expect(h.views).toEqual([]);
  });
});
