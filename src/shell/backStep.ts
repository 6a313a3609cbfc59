/** A stack of visited views that tells back-steps from forward moves (spec/product.md 4.1). */
export interface BackStepDetector {
  /**
   * Records a completed navigation and tells whether it was a back-step: the target equals the
   * second-last stacked view and the origin is the last. A back-step pops the stack; any other
   * move pushes the target. `fromKey` is null on the first navigation.
   */
  step(fromKey: string | null, toKey: string): boolean;
  /** The stacked view keys, oldest first. */
  stack(): readonly string[];
  /** Empties the stack. */
  reset(): void;
}

/**
 * Creates a back-step detector. Keys are whatever identifies a visited view (a location key or
 * full path). Two readings beyond the spec's sentence:
 * - a move to the same key (from === to) is not a move: nothing is stacked, not a back-step;
 * - if the stack is empty but the move has an origin (the detector started late), the origin is
 *   stacked first, so the next back-step is still recognised.
 * The stack keeps at most `maxDepth` keys (default 200), dropping the oldest.
 */
export function createBackStepDetector(maxDepth = 200): BackStepDetector {
  let keys: string[] = [];
  return {
    step(fromKey, toKey) {
      if (fromKey === toKey) return false;
      const n = keys.length;
      if (n >= 2 && keys[n - 2] === toKey && keys[n - 1] === fromKey) {
        keys.pop();
        return true;
      }
      if (n === 0 && fromKey !== null) keys.push(fromKey);
      keys.push(toKey);
      if (keys.length > maxDepth) keys = keys.slice(keys.length - maxDepth);
      return false;
    },
    stack: () => keys.slice(),
    reset() {
      keys = [];
    },
  };
}
