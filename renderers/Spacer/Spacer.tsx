import type { ReactNode } from 'react';
import type { WidgetProps } from '@/widget-kit';
import './Spacer.css';
import type { SpacerProps } from '@renderers/props.generated';

export type { SpacerProps };

/** Vertical space between blocks; with `line` or `text` a divider (—— 没有更多了 ——). */
export default function Spacer({ props }: WidgetProps<SpacerProps>): ReactNode {
  const height = `${(props.size ?? 24) / 100}rem`;
  if (props.text) {
    return (
      <div className="w-spacer w-spacer--text" role="separator" style={{ paddingTop: height, paddingBottom: height, background: props.background }}>
        <span className="w-spacer__text">{props.text}</span>
      </div>
    );
  }
  if (props.line) {
    return (
      <div className="w-spacer w-spacer--line" role="separator" style={{ paddingTop: height, paddingBottom: height, background: props.background }}>
        <span className="w-spacer__rule" />
      </div>
    );
  }
  return <div className="w-spacer" aria-hidden style={{ height, background: props.background }} />;
}
