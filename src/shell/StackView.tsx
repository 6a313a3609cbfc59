import { isValidElement, memo, useEffect, useLayoutEffect, useRef, type AnimationEvent, type ReactNode } from 'react';
import { registerActiveView } from './activeView';

/** Where a mounted view is: on screen, sliding out, or kept alive off screen. */
export type StackViewStatus = 'current' | 'leaving' | 'hidden';

/** The CSS animation a view runs (ViewStack.css). */
export type StackViewMotion = 'enter-left' | 'enter-right' | 'leave-left' | 'leave-right';

interface StackViewProps {
  element: ReactNode;
  status: StackViewStatus;
  motion: StackViewMotion | null;
  /** Called when the entering animation of the current view ends. Must be stable. */
  onEntered: () => void;
}

/**
 * One view of the stack: an animated frame (the containing block of its fixed descendants) around
 * its own scroll container. A hidden view is `display: none`, which makes browsers forget its
 * scroll position, so the position is tracked while visible and written back when re-shown.
 */
export const StackView = memo(function StackView({ element, status, motion, onEntered }: StackViewProps): ReactNode {
  const scroller = useRef<HTMLDivElement>(null);
  const savedTop = useRef(0);
  const visible = status !== 'hidden';
  const visibleRef = useRef(visible);
  const isCurrent = status === 'current';

  // Track the position from scroll events, when layout is fresh: no forced layout on leave.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    const onScroll = (): void => {
      // A late event from a view just hidden would report 0.
      if (visibleRef.current) savedTop.current = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  // Content with another key is another page (a kept view shown again with another query): it
  // starts at the top, like any new view, instead of at the last visit's position.
  const contentKey = isValidElement(element) ? element.key : null;
  const savedFor = useRef(contentKey);

  // Before paint, so a re-shown view never flashes at the top.
  useLayoutEffect(() => {
    visibleRef.current = visible;
    const el = scroller.current;
    if (savedFor.current !== contentKey) {
      savedFor.current = contentKey;
      savedTop.current = 0;
      if (el) el.scrollTop = 0;
      return;
    }
    if (visible && el && savedTop.current > 0) el.scrollTop = savedTop.current;
  }, [visible, contentKey]);

  useLayoutEffect(() => {
    const el = scroller.current;
    return isCurrent && el ? registerActiveView(el) : undefined;
  }, [isCurrent]);

  const handleAnimationEnd = (event: AnimationEvent<HTMLDivElement>): void => {
    // Animations of the page's own content bubble here too.
    if (event.target === event.currentTarget && isCurrent) onEntered();
  };

  const className = motion ? `shell-view shell-view--${motion}` : 'shell-view';
  return (
    <div
      className={className}
      hidden={!visible}
      aria-hidden={status === 'leaving' || undefined}
      onAnimationEnd={motion ? handleAnimationEnd : undefined}
    >
      <div ref={scroller} className="shell-view__scroller">
        {element}
      </div>
    </div>
  );
});
