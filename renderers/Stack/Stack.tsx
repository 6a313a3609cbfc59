import type { CSSProperties, ReactNode } from 'react';
import type { WidgetProps } from '@/widget-kit';
import './Stack.css';
import type { StackProps } from '@renderers/props.generated';

type Gap = number | 'none' | 'small' | 'middle' | 'large';

export type { StackProps };

const GAPS: Record<Exclude<Gap, number>, string> = { none: '0', small: '0.12rem', middle: '0.24rem', large: '0.36rem' };
const FLEX: Record<string, string> = { start: 'flex-start', end: 'flex-end', between: 'space-between', around: 'space-around' };

/** Design px (750-wide design) to rem. */
const rem = (px: number): string => `${px / 100}rem`;

/** Lays its children out in a column or a row, with a gap; for composing other widgets. */
export default function Stack({ props, children }: WidgetProps<StackProps>): ReactNode {
  const direction = props.direction ?? 'vertical';
  const gap = props.gap ?? 'middle';
  const style: CSSProperties = {
    gap: typeof gap === 'number' ? rem(gap) : GAPS[gap] ?? GAPS.middle,
    alignItems: props.align ? FLEX[props.align] ?? props.align : undefined,
    justifyContent: props.justify ? FLEX[props.justify] ?? props.justify : undefined,
    padding: props.padding === true ? '0.24rem' : typeof props.padding === 'number' ? rem(props.padding) : undefined,
  };
  const cls = ['w-stack', `w-stack--${direction}`, props.wrap ? 'w-stack--wrap' : '', props.equal ? 'w-stack--equal' : ''].filter(Boolean).join(' ');
  return (
    <div className={cls} style={style}>
      {children}
    </div>
  );
}
