import { useRef, useState, type PointerEvent } from 'react';

/** Movement (px) below which a press still counts as a click. */
const CLICK_SLOP = 5;

export interface VerticalDrag {
  top: number;
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
  };
  /** True (once) right after a drag, so the click that ends it can be ignored. */
  consumeDrag(): boolean;
}

/** Lets a floating button be dragged up and down so it never hides page content for good. */
export function useVerticalDrag(initialTop: number): VerticalDrag {
  const [top, setTop] = useState(initialTop);
  const start = useRef<{ pointerY: number; top: number } | null>(null);
  const dragged = useRef(false);

  return {
    top,
    handlers: {
      onPointerDown(event) {
        start.current = { pointerY: event.clientY, top };
        dragged.current = false;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event) {
        if (!start.current) return;
        const delta = event.clientY - start.current.pointerY;
        if (Math.abs(delta) > CLICK_SLOP) dragged.current = true;
        if (dragged.current) {
          const max = Math.max(0, window.innerHeight - 48);
          setTop(Math.min(max, Math.max(0, start.current.top + delta)));
        }
      },
      onPointerUp() {
        start.current = null;
      },
    },
    consumeDrag() {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
