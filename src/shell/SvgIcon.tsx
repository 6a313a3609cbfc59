/**
 * An icon drawn from its @ant-design/icons-svg definition, with the markup and class names of
 * @ant-design/icons' components (`span.anticon.anticon-<name>[role=img][aria-label=<name>] > svg`)
 * but without that package's runtime: its context, two-tone colours and the colour maths behind
 * them, its style injection. The shell and the core widgets (the home's first paint) draw their
 * icons with it, so the entry carries none of that (issue 28); widgets that load with antd may use
 * @ant-design/icons as before, and the two look the same. The `.anticon` rules, which
 * @ant-design/icons inserts from script, are in SvgIcon.css.
 */
import { createElement, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import './SvgIcon.css';

/** Props of {@link SvgIcon}: a span's attributes, and the definition to draw. */
export interface SvgIconProps extends HTMLAttributes<HTMLSpanElement> {
  icon: IconDefinition;
  /** Turns (as @ant-design/icons' `spin`; the loading icon always does). */
  spin?: boolean;
}

// @ant-design/icons' default colours of a two-tone icon: antd blue and its lightest tint.
const TWO_TONE = ['#1677ff', '#e6f4ff'] as const;

/** SVG attribute names as React spells them ('fill-rule' → fillRule, 'class' → className). */
function reactAttrs(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs)) {
    out[key === 'class' ? 'className' : key.replace(/-(.)/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

function draw(node: AbstractNode, key: number | string, rootProps?: Record<string, unknown>): ReactElement {
  return createElement(
    node.tag,
    { key, ...reactAttrs(node.attrs), ...rootProps },
    (node.children ?? []).map((child, i) => draw(child, i)),
  );
}

export function SvgIcon({ icon, spin, className, ...rest }: SvgIconProps): ReactNode {
  const root = typeof icon.icon === 'function' ? icon.icon(...TWO_TONE) : icon.icon;
  const classes = ['anticon', `anticon-${icon.name}`];
  if (spin || icon.name === 'loading') classes.push('anticon-spin');
  if (className) classes.push(className);
  return (
    <span role="img" aria-label={icon.name} {...rest} className={classes.join(' ')}>
      {draw(root, `svg-${icon.name}`, { 'data-icon': icon.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' })}
    </span>
  );
}
