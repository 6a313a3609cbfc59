import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useStore } from '@/lib/store';
import { DEFAULT_LOADING_TEXT, loadingStore, type LoadingOptions } from './loading';
import './tokens.css';
import './LoadingMask.css';

/** Props of {@link LoadingMask}: the options of showLoading. */
export type LoadingMaskProps = LoadingOptions;

const BLOCKED_EVENTS = ['click', 'submit'] as const;

/**
 * A full-column mask with a spinner and text that blocks clicks while mounted. Besides covering
 * the screen, it cancels every click (and form submit) outside itself in the capture phase, so a
 * keyboard-activated or programmatic click on a control underneath cannot slip through either.
 * Usually shown through showLoading and {@link LoadingHost}.
 */
export function LoadingMask({ text = DEFAULT_LOADING_TEXT, color, maskColor }: LoadingMaskProps): ReactNode {
  const mask = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const block = (event: Event): void => {
      if (event.target instanceof Node && mask.current?.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    for (const type of BLOCKED_EVENTS) window.addEventListener(type, block, true);
    return () => {
      for (const type of BLOCKED_EVENTS) window.removeEventListener(type, block, true);
    };
  }, []);

  const maskStyle: CSSProperties | undefined = maskColor ? { background: maskColor } : undefined;
  const boxStyle: CSSProperties | undefined = color ? { color } : undefined;
  return (
    <div ref={mask} className="shell-loading shell-capped-fixed" style={maskStyle} role="status" aria-busy="true">
      <div className="shell-loading__box" style={boxStyle}>
        <span className="shell-loading__spinner" aria-hidden />
        <span className="shell-loading__text">{text}</span>
      </div>
    </div>
  );
}

/** Renders the mask of showLoading/hideLoading. Mount once, inside {@link AppLayout}. */
export function LoadingHost(): ReactNode {
  const state = useStore(loadingStore);
  return state ? <LoadingMask text={state.text} color={state.color} maskColor={state.maskColor} /> : null;
}
