import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { prefersReducedMotion } from './reducedMotion';
import type { SlideDirection } from './slideDirection';
import { StackView, type StackViewMotion, type StackViewStatus } from './StackView';
import { finishTransition, initStack, showView, type StackModel, type ViewEntry } from './viewStackModel';
import './tokens.css';
import './ViewStack.css';

/** The view to show. `key` is the route name for keep-alive routes, else a unique location key. */
export type ViewStackEntry = ViewEntry<ReactNode>;

/** Props of {@link ViewStack}. */
export interface ViewStackProps {
  /** The view to show now. */
  current: ViewStackEntry;
  /** How a change of `current.key` slides ({@link slideDirection}). Default 'none'. */
  direction?: SlideDirection;
  /** Most kept-alive views mounted at once, least recently shown evicted first. Default 8. */
  max?: number;
  /** Slide duration in ms. Default 380 (schemas/app.json `transition.durationMs`). */
  durationMs?: number;
}

type Model = StackModel<ReactNode>;

/**
 * The view area. Shows `current` and keeps keep-alive views mounted while away, keyed by route
 * name, so their React state and scroll position survive; other views unmount when left.
 *
 * - Each view is its own scroll container; a re-shown view gets its scrollTop back before paint.
 *   A new view starts at the top.
 * - `position: fixed` inside a view is fixed to the view (it stays at the view's edge and slides
 *   with it), so page bars need nothing special.
 * - A change of `current.key` slides with CSS transforms only (translate3d), for `durationMs`;
 *   `prefers-reduced-motion` turns the slide off.
 * - For state to survive, a re-shown view must be given an element of the same component type.
 */
export function ViewStack({ current, direction = 'none', max = 8, durationMs = 380 }: ViewStackProps): ReactNode {
  const [model, setModel] = useState<Model>(() => initStack(current));

  // Sync from props during render (React's "adjust state when a prop changes"): the new view
  // mounts in the same commit, without a frame on the old one.
  let view = model;
  const moving = current.key !== model.currentKey;
  const next = showView(model, current, moving && prefersReducedMotion() ? 'none' : direction, max);
  if (next !== model) {
    setModel(next);
    view = next;
  }

  const maxRef = useRef(max);
  useLayoutEffect(() => {
    maxRef.current = max;
  });
  const finish = useCallback((transitionId?: number) => {
    setModel((m) =>
      transitionId === undefined || m.transitionId === transitionId ? finishTransition(m, maxRef.current) : m,
    );
  }, []);
  const onEntered = useCallback(() => finish(), [finish]);

  // If animationend never comes (tab hidden, animations off), end the transition anyway.
  const { leavingKey, transitionId } = model;
  useEffect(() => {
    if (leavingKey === null) return undefined;
    const timer = window.setTimeout(() => finish(transitionId), durationMs + 150);
    return () => window.clearTimeout(timer);
  }, [leavingKey, transitionId, durationMs, finish]);

  const style = { '--shell-slide-duration': `${durationMs}ms` } as CSSProperties;
  return (
    <div className="shell-stack" style={style}>
      {view.records.map((record) => {
        const status = statusOf(view, record.key);
        return (
          <StackView
            key={record.key}
            element={record.element}
            status={status}
            motion={motionOf(view.direction, status)}
            onEntered={onEntered}
          />
        );
      })}
    </div>
  );
}

function statusOf(model: Model, key: string): StackViewStatus {
  if (key === model.currentKey) return 'current';
  return key === model.leavingKey ? 'leaving' : 'hidden';
}

function motionOf(direction: SlideDirection, status: StackViewStatus): StackViewMotion | null {
  if (direction === 'none' || status === 'hidden') return null;
  return status === 'current' ? `enter-${direction}` : `leave-${direction}`;
}
