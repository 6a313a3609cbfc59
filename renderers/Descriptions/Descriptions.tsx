import type { ReactNode } from 'react';
import { type WidgetProps, useRuntime, applyFormat, type DisplayFormat } from '@/widget-kit';
import { SourceStatus } from '@renderers/parts/SourceStatus';
import './Descriptions.css';
import type { DescriptionsProps } from '@renderers/props.generated';

export interface DescriptionItem {
  label: string;
  value?: unknown;
  format?: DisplayFormat;
  span?: 1 | 2;
  visible?: unknown;
}

export type { DescriptionsProps };

/** A dense grid of label/value pairs in one or two columns (policy and vehicle details). */
export default function Descriptions({ props }: WidgetProps<DescriptionsProps>): ReactNode {
  const { dicts } = useRuntime();
  const column = props.column === 1 ? 1 : 2;
  const items = (Array.isArray(props.items) ? props.items : []).filter((i) => i && (i.visible === undefined || Boolean(i.visible)));
  return (
    <div className={`w-descriptions w-descriptions--${props.layout ?? 'vertical'}`}>
      {props.title ? <div className="w-descriptions__title">{props.title}</div> : null}
      <SourceStatus source={props.source} empty={items.length === 0} emptyText={props.emptyText}>
        <dl className={`w-descriptions__grid w-descriptions__grid--${column}`}>
          {items.map((item, i) => (
            <div key={i} className={`w-descriptions__item${item.span === 2 && column === 2 ? ' w-descriptions__item--wide' : ''}`}>
              <dt className="w-descriptions__label">{item.label}</dt>
              <dd className="w-descriptions__value">{applyFormat(item.value, item.format, dicts)}</dd>
            </div>
          ))}
        </dl>
      </SourceStatus>
    </div>
  );
}
