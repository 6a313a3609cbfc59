import type { ReactNode } from 'react';
import { type WidgetProps, useRuntime, applyFormat, type DisplayFormat } from '@/widget-kit';
import { SourceStatus } from '@renderers/parts/SourceStatus';
import './Timeline.css';
import type { TimelineProps } from '@renderers/props.generated';

type Status = 'done' | 'current' | 'pending';

export interface TimelineItem {
  title: string;
  time?: string | number | null;
  description?: string;
  status?: Status;
}

export type { TimelineProps };

const STATUS_TEXT: Record<Status, string> = { done: '已完成', current: '进行中', pending: '未开始' };

/** A vertical schedule (claim progress): dots and a line, title, formatted time and description. */
export default function Timeline({ props }: WidgetProps<TimelineProps>): ReactNode {
  const { dicts } = useRuntime();
  const list = Array.isArray(props.items) ? props.items.filter(Boolean) : [];
  const items = props.reverse ? [...list].reverse() : list;
  const format: DisplayFormat = props.timeFormat ?? 'datetime';
  return (
    <SourceStatus source={props.source} empty={items.length === 0} emptyText={props.emptyText ?? '暂无进度'}>
      <ol className="w-timeline">
        {items.map((item, i) => {
          const status: Status = item.status === 'current' || item.status === 'pending' ? item.status : 'done';
          const time = item.time === undefined || item.time === null || item.time === '' ? '' : applyFormat(item.time, format, dicts);
          return (
            <li key={i} className={`w-timeline__item w-timeline__item--${status}`} aria-current={status === 'current' ? 'step' : undefined}>
              <span className="w-timeline__dot" aria-hidden />
              <div className="w-timeline__body">
                <div className="w-timeline__head">
                  <span className="w-timeline__title">{item.title}</span>
                  <span className="shell-visually-hidden">（{STATUS_TEXT[status]}）</span>
                  {time ? <time className="w-timeline__time">{time}</time> : null}
                </div>
                {item.description ? <p className="w-timeline__desc">{item.description}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </SourceStatus>
  );
}
