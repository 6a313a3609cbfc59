let query: MediaQueryList | null | undefined;

/** Whether the user asked for reduced motion. Read when needed; the media query list is cached. */
export function prefersReducedMotion(): boolean {
  if (query === undefined) {
    query = typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-reduced-motion: reduce)')
      : null;
  }
  return query?.matches ?? false;
}
