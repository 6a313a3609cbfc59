import type { ReactNode } from 'react';
import { type WidgetProps, usePageActions, useRuntime, applyFormat, type DisplayFormat, type ActionSchema } from '@/widget-kit';
import { SourceStatus } from '@renderers/parts/SourceStatus';
import './StatGrid.css';
import type { StatGridProps } from '@renderers/props.generated';

type Trend = number | string | null;

export interface StatItem {
  label: string;
  value?: unknown;
  format?: DisplayFormat;
  unit?: string;
  trend?: Trend;
  trendLabel?: string;
  onClick?: ActionSchema[];
  /** Resolved `visible` expression: the cell shows unless it is falsy. */
  visible?: unknown;
}

export type { StatGridProps };

/** Direction and text of a trend: a number is a percentage change; up/down/flat a bare arrow. */
function trendOf(t: Trend | undefined): { dir: 'up' | 'down' | 'flat'; text: string } | null {
  if (t === undefined || t === null || t === '') return null;
  const n = typeof t === 'number' ? t : Number(t);
  if (Number.isFinite(n)) return { dir: n > 0 ? 'up' : n < 0 ? 'down' : 'flat', text: `${Math.abs(n)}%` };
  return t === 'up' || t === 'down' || t === 'flat' ? { dir: t, text: '' } : null;
}

const ARROW = { up: '▲', down: '▼', flat: '—' } as const;
const WORD = { up: '上升', down: '下降', flat: '持平' } as const;

/** A statistics board: big numbers with labels, 2–4 per row, optional trend and tap actions. */
export default function StatGrid({ props, path }: WidgetProps<StatGridProps>): ReactNode {
  const page = usePageActions();
  const { dicts } = useRuntime();
  // Each cell with its place in the schema's list (for action paths), hidden ones left out.
  const items = (Array.isArray(props.items) ? props.items : [])
    .map((item, at) => ({ item, at }))
    .filter(({ item }) => Boolean(item) && (item.visible === undefined || Boolean(item.visible)));
  const columns = props.columns ?? (items.length === 2 || items.length === 4 ? 2 : 3);
  return (
    <SourceStatus source={props.source} empty={items.length === 0} emptyText={props.emptyText}>
      <div className={`w-statgrid w-statgrid--${columns}`}>
        {items.map(({ item, at }, index) => {
          const trend = trendOf(item.trend);
          const body = (
            <>
              <span className="w-statgrid__value">
                {applyFormat(item.value, item.format, dicts)}
                {item.unit ? <small className="w-statgrid__unit">{item.unit}</small> : null}
              </span>
              <span className="w-statgrid__label">{item.label}</span>
              {trend ? (
                <span className={`w-statgrid__trend w-statgrid__trend--${trend.dir}`} aria-label={`${item.trendLabel ?? '较上期'}${WORD[trend.dir]}${trend.text ? ` ${trend.text}` : ''}`}>
                  <span aria-hidden>
                    {item.trendLabel ? `${item.trendLabel} ` : ''}
                    {ARROW[trend.dir]}
                    {trend.text}
                  </span>
                </span>
              ) : null}
            </>
          );
          return item.onClick?.length ? (
            <button
              key={index}
              type="button"
              className="w-statgrid__cell w-statgrid__cell--clickable"
              onClick={() => void page.run(item.onClick, { item, index }, `${path}/items/${at}/onClick`)}
            >
              {body}
            </button>
          ) : (
            <div key={index} className="w-statgrid__cell">
              {body}
            </div>
          );
        })}
      </div>
    </SourceStatus>
  );
}
