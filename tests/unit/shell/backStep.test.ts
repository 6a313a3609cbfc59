import { describe, expect, it } from 'vitest';
import { createBackStepDetector } from '@/shell';

describe('createBackStepDetector', () => {
  it('pushes forward moves and pops a step back to the second-last view', () => {
    const d = createBackStepDetector();
    expect(d.step(null, 'A')).toBe(false);
    expect(d.step('A', 'B')).toBe(false);
    expect(d.step('B', 'C')).toBe(false);
    expect(d.stack()).toEqual(['A', 'B', 'C']);
    expect(d.step('C', 'B')).toBe(true);
    expect(d.stack()).toEqual(['A', 'B']);
    expect(d.step('B', 'A')).toBe(true);
    expect(d.stack()).toEqual(['A']);
  });

  it('is not a back-step when the origin is not the last stacked view', () => {
    const d = createBackStepDetector();
    d.step(null, 'A');
    d.step('A', 'B');
    expect(d.step('X', 'A')).toBe(false);
    expect(d.stack()).toEqual(['A', 'B', 'A']);
  });

  it('is not a back-step to a view further down the stack', () => {
    const d = createBackStepDetector();
    d.step(null, 'A');
    d.step('A', 'B');
    d.step('B', 'C');
    expect(d.step('C', 'A')).toBe(false);
    expect(d.stack()).toEqual(['A', 'B', 'C', 'A']);
  });

  it('ignores a move to the same view', () => {
    const d = createBackStepDetector();
    d.step(null, 'A');
    expect(d.step('A', 'A')).toBe(false);
    expect(d.stack()).toEqual(['A']);
  });

  it('stacks the origin first when started late, so the next step back is recognised', () => {
    const d = createBackStepDetector();
    expect(d.step('A', 'B')).toBe(false);
    expect(d.step('B', 'A')).toBe(true);
  });

  it('keeps at most maxDepth keys and can be reset', () => {
    const d = createBackStepDetector(3);
    d.step(null, '1');
    d.step('1', '2');
    d.step('2', '3');
    d.step('3', '4');
    expect(d.stack()).toEqual(['2', '3', '4']);
    d.reset();
    expect(d.stack()).toEqual([]);
  });
});
