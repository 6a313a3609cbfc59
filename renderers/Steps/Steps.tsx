import type { ReactNode } from 'react';
import { Steps as AntSteps } from 'antd';
import type { WidgetProps } from '@/widget-kit';
import './Steps.css';
import type { StepsProps } from '@renderers/props.generated';

export interface StepItem {
  title: string;
  description?: string;
}

export type { StepsProps };

/** Progress through a fixed sequence (application, review, result), horizontal or vertical. */
export default function Steps({ props }: WidgetProps<StepsProps>): ReactNode {
  const items = Array.isArray(props.items) ? props.items : [];
  if (!items.length) return null;
  const n = Number(props.current ?? 0);
  const current = Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 0), items.length) : 0;
  const direction = props.direction ?? 'horizontal';
  return (
    <div className={`w-steps w-steps--${direction}`}>
      <AntSteps
        size="small"
        responsive={false}
        direction={direction}
        labelPlacement={direction === 'horizontal' ? 'vertical' : 'horizontal'}
        current={current}
        status={props.status ?? 'process'}
        items={items.map((s, i) => ({
          title: s.title,
          description: s.description,
          // Screen readers hear where the step stands, not just its number.
          'aria-current': i === current ? 'step' : undefined,
        }))}
      />
    </div>
  );
}
