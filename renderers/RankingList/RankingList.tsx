import { useContext, type ReactNode } from 'react';
import { type WidgetProps, ExtraScopeContext, usePage, useRuntime, resolveValue, applyFormat } from '@/widget-kit';
import { SourceStatus } from '@renderers/parts/SourceStatus';
import './RankingList.css';
import type { RankingListProps } from '@renderers/props.generated';

type Row = Record<string, unknown>;

export type { RankingListProps };

const MEDAL = ['gold', 'silver', 'bronze'];

/**
 * A ranking: rank (medals for 1–3), name, optional second line, formatted value. The `highlight`
 * expression is evaluated per row with `item` in scope to mark the current user's row, which is
 * also shown after the top `max` rows when it falls below them.
 */
export default function RankingList({ props, node, path }: WidgetProps<RankingListProps>): ReactNode {
  const page = usePage();
  const extra = useContext(ExtraScopeContext);
  const { dicts } = useRuntime();
  const rows = (Array.isArray(props.items) ? props.items : []).filter((r): r is Row => r !== null && typeof r === 'object');
  const str = (row: Row, key: string | undefined): string => (key && row[key] !== undefined && row[key] !== null ? String(row[key]) : '');
  // The prop resolved once for the node has no row; evaluate the raw expression per row.
  const highlighted = (item: Row, index: number): boolean =>
    node.highlight !== undefined && Boolean(resolveValue(node.highlight, { ...page.scope, ...extra, item, index }));

  const max = typeof props.max === 'number' && props.max > 0 ? props.max : rows.length;
  const shown = rows.map((item, index) => ({ item, index, mine: highlighted(item, index) }));
  const top = shown.slice(0, max);
  const mineBelow = shown.slice(max).find((r) => r.mine);

  const renderRow = ({ item, index, mine }: { item: Row; index: number; mine: boolean }): ReactNode => {
    const rank = Number(str(item, props.rankKey) || index + 1);
    const sub = str(item, props.subKey);
    const content = (
      <>
        <span className={`w-rankinglist__rank${rank <= 3 ? ` w-rankinglist__rank--${MEDAL[rank - 1]}` : ''}`} aria-label={`第${rank}名`}>
          {rank}
        </span>
        <span className="w-rankinglist__who">
          <span className="w-rankinglist__name">
            {str(item, props.nameKey ?? 'name') || '—'}
            {mine ? <span className="w-rankinglist__me">我</span> : null}
          </span>
          {sub ? <span className="w-rankinglist__sub">{sub}</span> : null}
        </span>
        <span className="w-rankinglist__value">{applyFormat(item[props.valueKey ?? 'value'], props.format, dicts)}</span>
      </>
    );
    const cls = `w-rankinglist__row${mine ? ' w-rankinglist__row--mine' : ''}`;
    return (
      <li key={index} className={cls} aria-current={mine || undefined}>
        {props.onClick?.length ? (
          <button type="button" className="w-rankinglist__tap" onClick={() => void page.run(props.onClick, { item, index }, `${path}/onClick`)}>
            {content}
          </button>
        ) : (
          <div className="w-rankinglist__tap">{content}</div>
        )}
      </li>
    );
  };

  return (
    <div className="w-rankinglist">
      <SourceStatus source={props.source} empty={rows.length === 0} emptyText={props.emptyText ?? '暂无排名'}>
        {props.nameLabel || props.valueLabel ? (
          <div className="w-rankinglist__header" aria-hidden>
            <span className="w-rankinglist__rank">排名</span>
            <span className="w-rankinglist__who">{props.nameLabel ?? ''}</span>
            <span className="w-rankinglist__value">{props.valueLabel ?? ''}</span>
          </div>
        ) : null}
        <ol className="w-rankinglist__list">
          {top.map(renderRow)}
          {mineBelow ? <li className="w-rankinglist__gap" aria-hidden>···</li> : null}
          {mineBelow ? renderRow(mineBelow) : null}
        </ol>
      </SourceStatus>
    </div>
  );
}
