import { useState, type ReactNode } from 'react';
import { EyeOutlined, FileTextOutlined } from '@ant-design/icons';
import { type WidgetProps, formatDateTime } from '@/widget-kit';
import { CardMain, str, useNodeActions } from '@renderers/parts/cardKit';
import { formatReads } from './format';
import './ArticleCard.css';
import type { ArticleCardProps } from '@renderers/props.generated';

export type { ArticleCardProps };

/** A marketing article in a list: cover, two-line title, summary, category, reads and date. */
export default function ArticleCard({ props, path }: WidgetProps<ArticleCardProps>): ReactNode {
  const runActions = useNodeActions(path);
  const [broken, setBroken] = useState(false);
  const layout = props.layout ?? 'side';
  const title = str(props.title) || '无标题';
  const reads = formatReads(props.readCount);
  const date = formatDateTime(props.date ?? null, 'YYYY-MM-DD');
  const onClick = props.onClick?.length ? () => runActions(props.onClick, 'onClick') : undefined;
  const cover =
    props.cover && !broken ? (
      // WeChat article images refuse requests that carry a Referer from another site.
      <img src={props.cover} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
    ) : (
      <FileTextOutlined className="w-article-card__placeholder" aria-hidden />
    );

  return (
    <article className={`w-article-card w-article-card--${layout}${props.className ? ` ${props.className}` : ''}`}>
      <CardMain className="w-article-card__main" onClick={onClick} label={title}>
        {layout === 'top' ? <div className="w-article-card__cover">{cover}</div> : null}
        <div className="w-article-card__body">
          <h3 className="w-article-card__title">{title}</h3>
          {props.summary ? <p className="w-article-card__summary">{props.summary}</p> : null}
          <div className="w-article-card__meta">
            {props.category ? <span className="w-article-card__tag">{props.category}</span> : null}
            {reads ? (
              <span aria-label={`阅读 ${reads}`}>
                <EyeOutlined aria-hidden /> {reads}
              </span>
            ) : null}
            {date ? <span className="w-article-card__date">{date}</span> : null}
          </div>
        </div>
        {layout === 'side' ? <div className="w-article-card__cover">{cover}</div> : null}
      </CardMain>
    </article>
  );
}
