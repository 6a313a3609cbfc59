import type { ReactNode } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { type WidgetProps, usePageActions, useRuntime, applyFormat, SvgIcon } from '@/widget-kit';
import { SourceStatus } from '@renderers/parts/SourceStatus';
import { cellIcon } from './cellIcons';
import './CellGroup.css';
import type { CellGroupProps } from '@renderers/props.generated';

/** One row of the group, as its schema declares it. */
export type CellItem = NonNullable<CellGroupProps['items']>[number];

export type { CellGroupProps };

/**
 * The staple "label : value" list: grey labels left, formatted black values right.
 *
 * A row without a `value` at all is an entry (a link such as 图文群发): it shows no value, not the
 * empty dash, which is for a value that is there but empty. A group with no row left visible shows
 * its empty state only when it has one to show: rows from a data source, or an `emptyText`; a group
 * of conditional entries (查看全部分类 once a category is picked) shows nothing at all.
 */
export default function CellGroup({ props, path }: WidgetProps<CellGroupProps>): ReactNode {
  const page = usePageActions();
  const { dicts } = useRuntime();
  const rows = (Array.isArray(props.items) ? props.items : [])
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item && (item.visible === undefined || Boolean(item.visible)));
  const labelStyle = props.labelWidth ? { flexBasis: `${props.labelWidth / 100}rem` } : undefined;
  if (rows.length === 0 && !props.source && props.emptyText === undefined) return null;

  return (
    <div className={`w-cellgroup${props.inset ? ' w-cellgroup--inset' : ''}`}>
      {props.title ? <div className="w-cellgroup__title">{props.title}</div> : null}
      <SourceStatus source={props.source} empty={rows.length === 0} emptyText={props.emptyText}>
        <div className="w-cellgroup__rows">
          {rows.map(({ item, index }) => {
            const clickable = Boolean(item.onClick?.length);
            const arrow = item.arrow ?? clickable;
            // A row that shows no value (an entry such as 修改营销手机号, format.empty "") gives its
            // label and description the row's width instead of the label column's.
            const value = 'value' in item ? applyFormat(item.value, item.format, dicts) : '';
            const cellClass = `w-cellgroup__cell${value === '' ? ' w-cellgroup__cell--no-value' : ''}`;
            const content = (
              <>
                {item.icon ? <span className="w-cellgroup__icon" aria-hidden>{cellIcon(item.icon)}</span> : null}
                <span className="w-cellgroup__label" style={labelStyle}>
                  {item.label}
                  {item.description ? <span className="w-cellgroup__desc">{item.description}</span> : null}
                </span>
                <span className={`w-cellgroup__value${item.emphasis ? ' w-cellgroup__value--emphasis' : ''}`}>
                  {value}
                </span>
                {arrow ? <SvgIcon icon={RightOutlined} className="w-cellgroup__arrow" aria-hidden /> : null}
              </>
            );
            return clickable ? (
              <button
                key={index}
                type="button"
                className={`${cellClass} w-cellgroup__cell--clickable`}
                onClick={() => void page.run(item.onClick, { item, index }, `${path}/items/${index}/onClick`)}
              >
                {content}
              </button>
            ) : (
              <div key={index} className={cellClass}>
                {content}
              </div>
            );
          })}
        </div>
      </SourceStatus>
    </div>
  );
}
