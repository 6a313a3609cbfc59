/**
 * Infinite scroll: calls `onMore` when the sentinel comes near the viewport. The observer is
 * recreated whenever `version` changes (the row count), because an observer reports only changes:
 * a sentinel still visible after a short page would otherwise never load the next one.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** True where IntersectionObserver exists (old WebViews fall back to a '加载更多' button). */
export const canObserve = (): boolean => typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';

export function useInfiniteSentinel(
  sentinelRef: RefObject<HTMLElement | null>,
  onMore: () => void,
  active: boolean,
  version: number,
): void {
  const moreRef = useRef(onMore);
  moreRef.current = onMore;
  useEffect(() => {
    const el = sentinelRef.current;
    if (!active || !el || !canObserve()) return;
    // Root null = the viewport, clipped by scrolling ancestors, so this works inside the shell's
    // scroller and inside a fixed-height list alike.
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) moreRef.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [sentinelRef, active, version]);
}
