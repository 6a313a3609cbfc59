import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { type WidgetProps, useRuntime, applyFormat } from '@/widget-kit';
import { SourceStatus } from '@renderers/parts/SourceStatus';
import { compact, layout, lineSegments, type ChartPoint } from './chartMath';
import './ReportChart.css';
import type { ReportChartProps } from '@renderers/props.generated';

export type { ReportChartProps };

/** Width and height of the drawing box, following its container. */
function useBox(el: HTMLElement | null): { w: number; h: number } {
  const [box, setBox] = useState({ w: 343, h: 200 });
  useLayoutEffect(() => {
    if (!el) return;
    const measure = (): void => {
      const w = el.clientWidth;
      const h = el.clientHeight;
      if (w > 0 && h > 0) setBox((b) => (b.w === w && b.h === h ? b : { w, h }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return box;
}

/** A bar or line chart of `series` drawn as SVG: axis, grid, value labels, and a text description. */
export default function ReportChart({ props }: WidgetProps<ReportChartProps>): ReactNode {
  const { dicts } = useRuntime();
  const id = useId();
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const { w, h } = useBox(el);
  const points: ChartPoint[] = (Array.isArray(props.series) ? props.series : [])
    .filter((p) => p && typeof p === 'object')
    .map((p) => {
      const n = Number(p.value);
      return { label: p.label === undefined || p.label === null ? '' : String(p.label), value: p.value === null || p.value === '' || !Number.isFinite(n) ? null : n };
    });
  const fmt = (v: number | null): string => (v === null ? '—' : props.format ? applyFormat(v, props.format, dicts) : compact(v));
  const font = Math.max(10, Math.min(13, w / 30));
  const g = layout(points, w, h, font, fmt);
  const color = props.color ?? 'var(--shell-primary, #c8161d)';
  const title = props.title ?? '统计图';
  const line = props.kind === 'line';
  const desc = points.map((p) => `${p.label}：${fmt(p.value)}${props.unit ?? ''}`).join('；');

  return (
    <SourceStatus source={props.source} empty={points.length === 0} emptyText={props.emptyText} rows={4}>
      <figure className="w-reportchart">
        {props.title || props.unit ? (
          <figcaption className="w-reportchart__caption">
            <span className="w-reportchart__title">{props.title}</span>
            {props.unit ? <span className="w-reportchart__unit">单位：{props.unit}</span> : null}
          </figcaption>
        ) : null}
        <div ref={setEl} className="w-reportchart__box" style={{ height: `${(props.height ?? 400) / 100}rem` }}>
          <svg role="img" aria-labelledby={`${id}t ${id}d`} width={w} height={h} viewBox={`0 0 ${w} ${h}`} fontSize={font}>
            <title id={`${id}t`}>{title}</title>
            <desc id={`${id}d`}>{desc}</desc>
            {g.ticks.map((t, i) => (
              <g key={i} className="w-reportchart__tick">
                <line x1={g.left} x2={g.right} y1={t.y} y2={t.y} />
                <text x={g.left - font * 0.3} y={t.y} dy="0.35em" textAnchor="end">
                  {t.text}
                </text>
              </g>
            ))}
            <line className="w-reportchart__axis" x1={g.left} x2={g.right} y1={g.zeroY} y2={g.zeroY} />
            {line
              ? lineSegments(g.slots).map((pts, i) => <polyline key={i} className="w-reportchart__line" points={pts} style={{ stroke: color }} />)
              : null}
            {g.slots.map((s, i) => (
              <g key={i} className="w-reportchart__item">
                <title>{`${s.point.label}：${s.valueText}`}</title>
                {s.point.value === null ? null : line ? (
                  <circle cx={s.cx} cy={s.y} r={font * 0.28} style={{ stroke: color }} />
                ) : (
                  <rect x={s.cx - g.barWidth / 2} y={Math.min(s.y, g.zeroY)} width={g.barWidth} height={Math.abs(g.zeroY - s.y)} rx={2} style={{ fill: color }} />
                )}
                {s.showValue ? (
                  <text className="w-reportchart__value" x={s.valueX} y={s.y < g.zeroY || s.y === g.zeroY ? s.y - font * 0.5 : s.y + font * 1.2} textAnchor="middle">
                    {s.valueText}
                  </text>
                ) : null}
                {s.axisLabel ? (
                  <text className="w-reportchart__label" x={s.cx} y={g.bottom + font * 1.4} textAnchor="middle">
                    {s.axisLabel}
                  </text>
                ) : null}
              </g>
            ))}
          </svg>
        </div>
      </figure>
    </SourceStatus>
  );
}
