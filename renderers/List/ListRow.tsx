/**
 * One row of a List. Memoised on the item object: SWR keeps row objects' identity between renders,
 * so loading page 3 or a pull-to-refresh that returns equal data re-renders no existing row.
 */
import { memo, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { type NodeSchema, getIn, applyFormat, type DisplayFormat, type Dict, ScopedNodes, SvgIcon } from '@/widget-kit';

/** The built-in row: which item fields to show and how. */
export interface SimpleRow {
  titleKey?: string;
  descKey?: string;
  extraKey?: string;
  descFormat?: DisplayFormat;
  extraFormat?: DisplayFormat;
}

export interface ListRowProps {
  item: unknown;
  index: number;
  template: NodeSchema[] | undefined;
  /** Schema pointer of the template (…/itemTemplate). */
  templatePath: string;
  simple: SimpleRow;
  dicts: Record<string, Dict>;
  onClick?: (item: unknown, index: number) => void;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));

function SimpleContent({ item, simple, dicts, arrow }: { item: unknown; simple: SimpleRow; dicts: Record<string, Dict>; arrow: boolean }): ReactNode {
  const title = simple.titleKey ? text(getIn(item, simple.titleKey)) : text(item);
  const descRaw = simple.descKey ? getIn(item, simple.descKey) : undefined;
  const extraRaw = simple.extraKey ? getIn(item, simple.extraKey) : undefined;
  const desc = simple.descKey ? (simple.descFormat ? applyFormat(descRaw, simple.descFormat, dicts) : text(descRaw)) : '';
  const extra = simple.extraKey ? (simple.extraFormat ? applyFormat(extraRaw, simple.extraFormat, dicts) : text(extraRaw)) : '';
  return (
    <div className="w-list__simple">
      <div className="w-list__main">
        <div className="w-list__title">{title}</div>
        {desc ? <div className="w-list__desc">{desc}</div> : null}
      </div>
      {extra ? <div className="w-list__extra">{extra}</div> : null}
      {arrow ? <SvgIcon icon={RightOutlined} className="w-list__arrow" aria-hidden /> : null}
    </div>
  );
}

export const ListRow = memo(function ListRow({ item, index, template, templatePath, simple, dicts, onClick }: ListRowProps): ReactNode {
  const scope = useMemo(() => ({ item, index }), [item, index]);
  const click = onClick ? (): void => onClick(item, index) : undefined;
  const key = onClick
    ? (e: KeyboardEvent<HTMLDivElement>): void => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onClick(item, index);
        }
      }
    : undefined;
  return (
    <div
      className={`w-list__row${template ? ' w-list__row--template' : ''}${onClick ? ' w-list__row--clickable' : ''}`}
      role="listitem"
      tabIndex={onClick ? 0 : undefined}
      onClick={click}
      onKeyDown={key}
    >
      {template ? (
        <ScopedNodes nodes={template} path={templatePath} scope={scope} />
      ) : (
        <SimpleContent item={item} simple={simple} dicts={dicts} arrow={Boolean(onClick)} />
      )}
    </div>
  );
});

/** Rows of a source's data: `listPath` inside it, else the data itself, else its `list`. */
export function rowsOf(data: unknown, listPath: string | undefined): unknown[] {
  const at = listPath ? getIn(data, listPath) : data;
  if (Array.isArray(at)) return at;
  const list = getIn(at, 'list');
  return Array.isArray(list) ? list : [];
}

/** A stable React key: the `rowKey` field when it is a string or number, else the index. */
export function rowKeyOf(item: unknown, index: number, rowKey: string | undefined): string | number {
  if (!rowKey) return index;
  const k = getIn(item, rowKey);
  return typeof k === 'string' || typeof k === 'number' ? k : index;
}
