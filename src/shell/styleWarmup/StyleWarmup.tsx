/**
 * antd's CSS-in-JS builds a component's style sheet when the first instance renders, and drops it
 * when the last one unmounts: tens of milliseconds on a mid-range phone, paid on the tap that opens
 * the first page with a Button, a Tag or a skeleton. Once the first page is on screen and the phone
 * is idle, this host renders one instance of each common component (warmParts.tsx), one per idle
 * period, and keeps them mounted: their styles are built in idle time and stay cached. They render
 * into a detached element: never in the document, so never seen, read aloud or laid out.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@/lib/store';
import { warmupStarted } from './warmup';
import { AntdScope, loadAntdTheme } from '@/shell/antdScope';

const IDLE_TIMEOUT_MS = 5000;

export function StyleWarmup(): ReactNode {
  const started = useStore(warmupStarted);
  const [parts, setParts] = useState<readonly ReactNode[] | null>(null);
  const [count, setCount] = useState(0);
  const [detached] = useState(() => document.createElement('div'));

  // Browsers without requestIdleCallback skip the warm-up: styles are then built on first use.
  const canIdle = typeof requestIdleCallback === 'function';

  useEffect(() => {
    if (!started || !canIdle) return undefined;
    let live = true;
    const handle = requestIdleCallback(
      () => {
        // With antd's configuration: the styles built are those the app's theme gives.
        Promise.all([import('./warmParts'), loadAntdTheme()]).then(
          ([m]) => live && startTransition(() => setParts(m.warmParts)),
          // A failed chunk costs nothing but the warm-up.
          () => undefined,
        );
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
    return () => {
      live = false;
      cancelIdleCallback(handle);
    };
  }, [started, canIdle]);

  useEffect(() => {
    if (!parts || count >= parts.length) return undefined;
    // A transition: a tap arriving meanwhile interrupts the warm-up's render instead of waiting for it.
    const handle = requestIdleCallback(() => startTransition(() => setCount((n) => n + 1)), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [parts, count]);

  if (!parts || count === 0) return null;
  return createPortal(<AntdScope>{parts.slice(0, count)}</AntdScope>, detached);
}
