/**
 * Pieces shared by the card widgets (CustomerCard, PolicyCard, CarCard, ArticleCard): running a
 * card's actions with the enclosing row's scope (also used by OcrForm, ImageUpload, PosterGallery,
 * PosterComposer and SignIn), the clickable main area, and status tags.
 */
import { useCallback, type KeyboardEvent, type ReactNode } from 'react';
import { Tag } from 'antd';
import { type ActionSchema, type ExprScope, usePageActions } from '@/widget-kit';
import './cardKit.css';

export type Tone = 'success' | 'processing' | 'warning' | 'error' | 'default';

/**
 * Runs action lists of a node, named by the node's schema pointer (page.run adds the scope bound
 * above it, a List row's item and index). `path` is the widget's file#pointer path.
 */
export function useNodeActions(path: string): (actions: ActionSchema[] | undefined, name: string, scope?: ExprScope) => void {
  const { run } = usePageActions();
  const at = path.slice(path.indexOf('#') + 1);
  return useCallback(
    (actions, name, scope) => {
      if (actions?.length) void run(actions, scope, `${at}/${name}`);
    },
    [run, at],
  );
}

/** Keyboard activation for a div acting as a button. */
export function activateOnKey(fn: () => void): (e: KeyboardEvent<HTMLElement>) => void {
  return (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fn();
    }
  };
}

/** The tappable part of a card: a button when it has an action, a plain block otherwise. */
export function CardMain({ className, onClick, label, children }: { className: string; onClick?: () => void; label?: string; children: ReactNode }): ReactNode {
  if (!onClick) return <div className={className}>{children}</div>;
  return (
    <div className={`${className} w-card-clickable`} role="button" tabIndex={0} aria-label={label} onClick={onClick} onKeyDown={activateOnKey(onClick)}>
      {children}
    </div>
  );
}

const TONES: ReadonlySet<string> = new Set(['success', 'processing', 'warning', 'error', 'default']);

export function toneOf(value: unknown, fallback: Tone = 'default'): Tone {
  return typeof value === 'string' && TONES.has(value) ? (value as Tone) : fallback;
}

/** A small borderless status tag in the tone's colours. */
export function StatusTag({ text, tone }: { text: string; tone: Tone }): ReactNode {
  if (!text) return null;
  return (
    <Tag bordered={false} color={tone} className="w-card-status">
      {text}
    </Tag>
  );
}

export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
