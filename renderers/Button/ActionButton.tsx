/**
 * A button that runs schema actions: ignores taps while its actions run (no double submit), can
 * spin while running and ask for confirmation first. Shared by Button, Result, EmptyState, Dialog
 * and ActionSheet triggers so every action button behaves the same.
 */
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button as AntButton } from 'antd';
import { type ExprScope, type ConfirmOptions, type ActionSchema, usePageActions, useRuntime } from '@/widget-kit';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'link';

export interface ActionButtonProps {
  text: ReactNode;
  variant?: ButtonVariant;
  block?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  className?: string;
  /** Raw actions; they resolve when they run. */
  actions?: ActionSchema[];
  /** Schema path of the actions, for developer messages. */
  path: string;
  /** Scope for the actions, over the one bound above the button (a List row's item and index). */
  extra?: ExprScope;
  confirm?: string | ConfirmOptions;
  /** Spin and disable while the actions run (default true). */
  loadingWhileRunning?: boolean;
  /** Instead of actions: a local handler (opening a sheet or dialog). */
  onPress?: () => void;
}

export function antdButtonProps(variant: ButtonVariant = 'default'): { type: 'primary' | 'default' | 'link'; danger: boolean } {
  return { type: variant === 'primary' ? 'primary' : variant === 'link' ? 'link' : 'default', danger: variant === 'danger' };
}

export function ActionButton(p: ActionButtonProps): ReactNode {
  const page = usePageActions();
  const rt = useRuntime();
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const onClick = async (): Promise<void> => {
    if (p.onPress) return p.onPress();
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      if (p.confirm && !(await rt.confirm(typeof p.confirm === 'string' ? { content: p.confirm } : p.confirm))) return;
      await page.run(p.actions, p.extra, p.path);
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };
  const spin = running && p.loadingWhileRunning !== false;
  return (
    <AntButton
      {...antdButtonProps(p.variant)}
      className={p.className}
      block={p.block}
      icon={p.icon}
      disabled={p.disabled}
      loading={spin}
      aria-busy={running || undefined}
      onClick={(e: MouseEvent) => {
        // A button inside a tappable List row acts alone: the row's own action must not run too.
        e.stopPropagation();
        void onClick();
      }}
    >
      {p.text}
    </AntButton>
  );
}
