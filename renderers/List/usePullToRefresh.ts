/**
 * Pull-to-refresh on touch devices. Native listeners (React's touchmove is passive, so it cannot
 * stop the WebView's own bounce); the pull distance is written to the indicator's style directly so
 * dragging does not re-render the rows, and React state changes only when the phase changes.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing';

/** Pull distance (px, after damping) at which releasing refreshes. */
export const PULL_THRESHOLD = 56;
const MAX_PULL = 96;
const DAMPING = 0.5;

/** The nearest scrolling ancestor's scrollTop (or the document's); the pull starts only at 0. */
export function scrollTopAbove(el: HTMLElement): number {
  for (let p: HTMLElement | null = el; p; p = p.parentElement) {
    const oy = getComputedStyle(p).overflowY;
    if ((oy === 'auto' || oy === 'scroll') && p.scrollHeight > p.clientHeight) return p.scrollTop;
  }
  return document.scrollingElement?.scrollTop ?? window.scrollY ?? 0;
}

export function usePullToRefresh(
  areaRef: RefObject<HTMLElement | null>,
  indicatorRef: RefObject<HTMLElement | null>,
  onRefresh: () => Promise<void>,
  enabled: boolean,
): PullPhase {
  const [phase, setPhase] = useState<PullPhase>('idle');
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const area = areaRef.current;
    if (!area || !enabled) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    let current: PullPhase = 'idle';
    const show = (next: PullPhase, px: number, animate: boolean): void => {
      const ind = indicatorRef.current;
      if (ind) {
        ind.style.transition = animate ? 'height 0.2s ease-out' : 'none';
        ind.style.height = `${px}px`;
      }
      if (next !== current) {
        current = next;
        setPhase(next);
      }
    };
    const onStart = (e: TouchEvent): void => {
      startY = !busy && e.touches.length === 1 && scrollTopAbove(area) <= 0 ? e.touches[0].clientY : null;
      distance = 0;
    };
    const onMove = (e: TouchEvent): void => {
      if (startY === null || !e.touches.length) return;
      const dy = e.touches[0].clientY - startY;
      if (dy <= 0) {
        if (distance) show('idle', 0, false);
        distance = 0;
        return;
      }
      // Our pull, not the page's scroll or the WebView's bounce.
      if (e.cancelable) e.preventDefault();
      distance = Math.min(MAX_PULL, dy * DAMPING);
      show(distance >= PULL_THRESHOLD ? 'ready' : 'pulling', distance, false);
    };
    const onEnd = (): void => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_THRESHOLD) {
        distance = 0;
        show('idle', 0, true);
        return;
      }
      distance = 0;
      busy = true;
      show('refreshing', PULL_THRESHOLD, true);
      void refreshRef
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          show('idle', 0, true);
        });
    };
    area.addEventListener('touchstart', onStart, { passive: true });
    area.addEventListener('touchmove', onMove, { passive: false });
    area.addEventListener('touchend', onEnd);
    area.addEventListener('touchcancel', onEnd);
    return () => {
      area.removeEventListener('touchstart', onStart);
      area.removeEventListener('touchmove', onMove);
      area.removeEventListener('touchend', onEnd);
      area.removeEventListener('touchcancel', onEnd);
    };
  }, [areaRef, indicatorRef, enabled]);

  return phase;
}

export const PULL_TEXT: Record<PullPhase, string> = {
  idle: '',
  pulling: '下拉刷新',
  ready: '释放刷新',
  refreshing: '加载中',
};
