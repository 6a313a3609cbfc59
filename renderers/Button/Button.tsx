import type { ReactNode } from 'react';
import type { WidgetProps } from '@/react/widgetProps';
import type { ConfirmOptions } from '@/core/actions';
import type { ActionSchema } from '@/core/types';
import { ActionButton, type ButtonVariant } from './ActionButton';
import './Button.css';

export interface ButtonProps {
  text: string;
  variant?: ButtonVariant;
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  onClick?: ActionSchema[];
  loadingWhileRunning?: boolean;
  confirm?: string | ConfirmOptions;
}

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
