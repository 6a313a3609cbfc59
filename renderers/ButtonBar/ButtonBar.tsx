import { useEffect, useRef, type ReactNode } from 'react';
import type { WidgetProps } from '@/widget-kit';
import './ButtonBar.css';
import type { ButtonBarProps } from '@renderers/props.generated';

export type { ButtonBarProps };

/**
 * The page's primary actions in a bar pinned to the bottom of the view (inside the 480px column),
 * with safe-area padding. A spacer of the bar's height keeps the last content reachable.
 */
export default function ButtonBar({ props, children }: WidgetProps<ButtonBarProps>): ReactNode {
  const fixed = props.fixed !== false;
  const bar = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);

  // The spacer follows the bar's height through a ResizeObserver, whose first report comes after
  // the browser's own layout and before the paint: reading offsetHeight during the commit would
  // force an extra layout of the whole page on mount (about 90 ms on a throttled phone).
  useEffect(() => {
    const el = bar.current;
    const gap = spacer.current;
    if (!fixed || !el || !gap) return;
    const apply = (h: number): void => {
      gap.style.height = h ? `${h}px` : '';
    };
    if (typeof ResizeObserver === 'undefined') {
      apply(el.offsetHeight);
      return;
    }
    const ro = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize?.[0];
      apply(box ? box.blockSize : el.offsetHeight);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [fixed]);

  const cls = `w-buttonbar w-buttonbar--${props.direction ?? 'horizontal'}${fixed ? ' w-buttonbar--fixed' : ''}`;
  return (
    <>
      {fixed ? <div ref={spacer} className="w-buttonbar__placeholder" aria-hidden /> : null}
      <div ref={bar} className={cls} role="group" aria-label="页面操作">
        {props.tip ? <p className="w-buttonbar__tip">{props.tip}</p> : null}
        <div className="w-buttonbar__actions">{children}</div>
      </div>
    </>
  );
}
