import type { ReactNode } from 'react';
import type { WidgetProps } from '@/widget-kit';
import { ActionButton } from './ActionButton';
import './Button.css';
import type { ButtonProps } from '@renderers/props.generated';

export type { ButtonProps };

/** A button running its `onClick` actions; spins while they run and may confirm first. */
export default function Button({ props, path }: WidgetProps<ButtonProps>): ReactNode {
  const size = props.size ?? 'middle';
  return (
    <ActionButton
      className={`w-button w-button--${size}${props.block ? ' w-button--block' : ''}`}
      text={props.text}
      variant={props.variant}
      block={props.block}
      disabled={Boolean(props.disabled)}
      actions={props.onClick}
      path={`${path}/onClick`}
      confirm={props.confirm || undefined}
      loadingWhileRunning={props.loadingWhileRunning}
    />
  );
}
