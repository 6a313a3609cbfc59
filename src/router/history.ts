/**
 * Back-step detection for the view stack (spec/product.md 4.1, last paragraph): after each
 * navigation, a move to the second-last stacked view from the last one is a back-step and pops;
 * any other move pushes. Views are identified by a caller-chosen key (for example the full path).
 */

/** What a navigation did to the stack. */
export type StackMove = 'push' | 'pop';

/** True when going from `from` to `to` steps back on `stack` (oldest first). */
export function isBackStep(stack: readonly string[], from: string | null, to: string): boolean {
  const n = stack.length;
  return n >= 2 && stack[n - 2] === to && stack[n - 1] === from;
}

/** The stack of visited views. Pure state: no DOM, no history API. */
export class ViewHistory {
  private readonly stack: string[];

  constructor(initial: readonly string[] = []) {
    this.stack = [...initial];
  }

  /** The stacked views, oldest first. */
  get views(): readonly string[] {
    return [...this.stack];
  }

  /** Records a finished navigation and returns the move: 'pop' on a back-step, else 'push'. */
  record(from: string | null, to: string): StackMove {
    if (isBackStep(this.stack, from, to)) {
      this.stack.pop();
      return 'pop';
    }
    this.stack.push(to);
    return 'push';
  }

  /** Empties the stack (for example after logout). */
  clear(): void {
    this.stack.length = 0;
  }
}
