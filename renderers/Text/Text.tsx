import type { CSSProperties, ReactNode } from 'react';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { type WidgetProps, usePageActions, useRuntime, applyFormat, SvgIcon } from '@/widget-kit';
import './Text.css';
import type { TextProps } from '@renderers/props.generated';

export type { TextProps };

/**
 * A line or paragraph of text with an optional display format. Plain markup and CSS line clamping:
 * antd's Typography would bring its editor, tooltip and form machinery onto every page (about 40 KB
 * gzip before the first paint) for two features this widget implements in a few lines.
 */
export default function Text({ props, path }: WidgetProps<TextProps>): ReactNode {
  const page = usePageActions();
  const { dicts } = useRuntime();
  const value = props.format ? applyFormat(props.text, props.format, dicts) : props.text === null || props.text === undefined ? '' : String(props.text);
  const rows = typeof props.ellipsis === 'number' ? props.ellipsis : props.ellipsis ? 1 : 0;
  const onClick = props.onClick?.length ? () => void page.run(props.onClick, {}, `${path}/onClick`) : undefined;
  const copy = (): void => void page.run([{ action: 'copy', text: value }], {}, `${path}/copyable`);
  const style: CSSProperties = {};
  if (props.align) style.textAlign = props.align;
  const className = [
    'w-text',
    `w-text--${props.variant ?? 'body'}`,
    onClick ? 'w-text--link' : '',
    rows === 1 ? 'w-text--ellipsis' : rows > 1 ? 'w-text--clamp' : '',
  ].filter(Boolean).join(' ');
  const body = (
    <span className="w-text__body" title={rows ? value : undefined} style={rows > 1 ? { WebkitLineClamp: rows } : undefined}>
      {value}
    </span>
  );
  return (
    <p
      className={className}
      style={props.align ? style : undefined}
      onClick={onClick}
      role={onClick ? 'link' : undefined}
      tabIndex={onClick ? 0 : undefined}
      onKeyDown={onClick ? (e) => e.key === 'Enter' && onClick() : undefined}
    >
      {body}
      {props.copyable && value ? (
        <button
          type="button"
          className="w-text__copy"
          aria-label="复制"
          onClick={(e) => {
            e.stopPropagation();
            copy();
          }}
        >
          <SvgIcon icon={CopyOutlined} />
        </button>
      ) : null}
    </p>
  );
}
