import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { WidgetProps } from '@/react/widgetProps';
import { usePage } from '@/react/pageContext';
import { useRuntime } from '@/react/runtime';
import { applyFormat, type DisplayFormat } from '@/core/format';
import type { ActionSchema } from '@/core/types';
import './Text.css';

export interface TextProps {
  text: string | number | null;
  format?: DisplayFormat;
  variant?: 'body' | 'title' | 'secondary' | 'tip' | 'money' | 'danger' | 'success';
  align?: 'left' | 'center' | 'right';
  ellipsis?: boolean | number;
  copyable?: boolean;
  onClick?: ActionSchema[];
}

/** A line or paragraph of text with an optional display format. */
export default function Text({ props, path }: WidgetProps<TextProps>): ReactNode {
  const page = usePage();
  const { dicts } = useRuntime();
  const value = props.format ? applyFormat(props.text, props.format, dicts) : props.text === null || props.text === undefined ? '' : String(props.text);
  const rows = typeof props.ellipsis === 'number' ? props.ellipsis : props.ellipsis ? 1 : 0;
  const onClick = props.onClick?.length ? () => void page.run(props.onClick, {}, `${path}/onClick`) : undefined;
  return (
    <Typography.Paragraph
      className={`w-text w-text--${props.variant ?? 'body'}${onClick ? ' w-text--link' : ''}`}
      style={props.align ? { textAlign: props.align } : undefined}
      ellipsis={rows ? { rows, tooltip: false } : false}
      copyable={props.copyable ? { text: value, tooltips: ['复制', '已复制'] } : false}
      onClick={onClick}
    >
      {value}
    </Typography.Paragraph>
  );
}
