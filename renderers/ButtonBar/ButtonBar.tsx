import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { WidgetProps } from '@/react/widgetProps';
import './ButtonBar.css';

export interface ButtonBarProps {
  fixed?: boolean;
  direction?: 'horizontal' | 'vertical';
  tip?: string;
}

/**
 * The page's primary actions in a bar pinned to the bottom of the view (inside the 480px column),
 * with safe-area padding. A spacer of the bar's height keeps the last content reachable.
 */
export default function ButtonBar({ props, children }: WidgetProps<ButtonBarProps>): ReactNode {
  const fixed = props.fixed !== false;
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);

  useLayoutEffect(() => {
    const el = bar.current;
    if (!fixed || !el) return;
    const measure = (): void => setHeight(el.offsetHeight || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [fixed]);

  const cls = `w-buttonbar w-buttonbar--${props.direction ?? 'horizontal'}${fixed ? ' w-buttonbar--fixed' : ''}`;
  return (
    <>
      {fixed ? <div className="w-buttonbar__placeholder" style={height ? { height } : undefined} aria-hidden /> : null}
      <div ref={bar} className={cls} role="group" aria-label="页面操作">
        {props.tip ? <p className="w-buttonbar__tip">{props.tip}</p> : null}
        <div className="w-buttonbar__actions">{children}</div>
      </div>
    </>
  );
}
