/**
 * Back-step detection for the view stack (spec/product.md 4.1, last paragraph): after each
 * navigation, a move to the second-last stacked view from the last one is a back-step and pops;
 * any other move pushes. Views are identified by a caller-chosen key (for example the full path).
 *
 * Two readings beyond the spec's sentence:
 * a move to the same key is no move ('stay'), and a first recorded move that has an origin
 * stacks the origin first, so the back-step to it is still recognised.
 */

/** What a navigation did to the stack. */
export type StackMove = 'push' | 'pop' | 'stay';

/** Default cap on stacked views; the oldest are dropped beyond it. */
export const VIEW_HISTORY_MAX_DEPTH = 200;

/** True when going from `from` to `to` steps back on `stack` (oldest first). */
export function isBackStep(stack: readonly string[], from: string | null, to: string): boolean {
  const n = stack.length;
  return n >= 2 && stack[n - 2] === to && stack[n - 1] === from;
}

/** The stack of visited views. Pure state: no DOM, no history API. */
export class ViewHistory {
  private stack: string[];

  constructor(
    initial: readonly string[] = [],
    private readonly maxDepth: number = VIEW_HISTORY_MAX_DEPTH,
  ) {
    this.stack = initial.slice(-maxDepth);
  }

  /** The stacked views, oldest first. */
  get views(): readonly string[] {
    return [...this.stack];
  }

  /** Records a finished navigation: 'pop' on a back-step, 'stay' for the same key, else 'push'. */
  record(from: string | null, to: string): StackMove {
    if (from === to) return 'stay';
    if (isBackStep(this.stack, from, to)) {
      this.stack.pop();
      return 'pop';
    }
    if (this.stack.length === 0 && from !== null) this.stack.push(from);
    this.stack.push(to);
    if (this.stack.length > this.maxDepth) this.stack = this.stack.slice(-this.maxDepth);
    return 'push';
  }

  /** Empties the stack (for example after logout). */
  clear(): void {
    this.stack = [];
  }
}
