/**
 * Which way a view change slides: 'left' = the new view comes in from the right and the old one
 * leaves to the left; 'right' = the reverse; 'none' = no animation.
 */
export type SlideDirection = 'left' | 'right' | 'none';

/** One move between two routes. */
export interface SlideMove {
  /** Route name of the view being left; null or undefined on the first view (no move). */
  fromName: string | null | undefined;
  /** Route name of the view being shown. It does not change the direction (see below). */
  toName: string | null | undefined;
  /** Whether the move is a back-step (ViewHistory in src/router/history.ts). */
  isBack: boolean;
}

/** Route names that count as the index page: the nameless root and 'Index'. */
const INDEX_NAMES: ReadonlySet<string> = new Set(['', 'Index']);

/**
 * The slide direction of a move, per spec/product.md 2.1, read as:
 * 1. no previous view (first render): 'none';
 * 2. a back-step slides 'right', wherever it goes ("direction also follows back navigation"),
 *    including a back-step that leaves the index page;
 * 3. otherwise, leaving the index page (route name '' or 'Index', exact) slides 'left';
 * 4. every other move slides 'right', even a forward one: the spec says "every other move", and
 *    only the origin decides, never the target.
 */
export function slideDirection({ fromName, isBack }: SlideMove): SlideDirection {
  if (fromName === null || fromName === undefined) return 'none';
  if (isBack) return 'right';
  return INDEX_NAMES.has(fromName) ? 'left' : 'right';
}
