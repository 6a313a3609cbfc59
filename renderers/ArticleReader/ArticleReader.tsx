import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { ExclamationCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { type WidgetProps, usePage, useRuntime, formatDateTime } from '@/widget-kit';
import { formatReads } from '@renderers/ArticleCard/format';
import { sanitizeArticle } from './sanitize';
import './ArticleReader.css';
import type { ArticleReaderProps } from '@renderers/props.generated';

export type { ArticleReaderProps };

/** An article: title, meta line and the server's HTML, sanitised; links open through openUrl. */
export default function ArticleReader({ props, path }: WidgetProps<ArticleReaderProps>): ReactNode {
  const page = usePage();
  const rt = useRuntime();
  const handle = props.source ? page.source(props.source) : undefined;
  if (props.source && !handle) throw new Error(`${path}: ArticleReader names unknown data source '${props.source}'`);
  const html = useMemo(() => (props.content ? sanitizeArticle(props.content) : ''), [props.content]);

  if (handle?.status.loading) {
    return (
      <div className={`w-article-reader${props.className ? ` ${props.className}` : ''}`} aria-busy="true" aria-label="加载中">
        <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (handle?.status.error) {
    return (
      <div className="w-article-reader w-article-reader--state" role="alert">
        <ExclamationCircleOutlined className="w-article-reader__state-icon" aria-hidden />
        <div>{handle.status.error}</div>
        <Button onClick={() => void handle.refresh()}>重试</Button>
      </div>
    );
  }

  // Every link inside the article opens through the runtime, which applies the URL policy (an
  // allowed host opens in WeCom's web view, a path of the app is a route, anything else is refused
  // with a message); in-page anchors do nothing.
  const onClick = (e: MouseEvent<HTMLDivElement>): void => {
    const a = (e.target as Element).closest?.('a[href]');
    if (!a) return;
    e.preventDefault();
    const href = a.getAttribute('href') ?? '';
    if (href && !href.startsWith('#')) rt.openUrl(href, false);
  };
  const reads = formatReads(props.readCount);
  const date = formatDateTime(props.date ?? null, 'YYYY-MM-DD HH:mm');

  return (
    <article className={`w-article-reader${props.className ? ` ${props.className}` : ''}`}>
      {props.title ? <h1 className="w-article-reader__title">{props.title}</h1> : null}
      <div className="w-article-reader__meta">
        {props.category ? <span className="w-article-reader__tag">{props.category}</span> : null}
        {props.author ? <span className="w-article-reader__author">{props.author}</span> : null}
        {date ? <span>{date}</span> : null}
        {reads ? (
          <span className="w-article-reader__reads" aria-label={`阅读 ${reads}`}>
            <EyeOutlined aria-hidden /> {reads}
          </span>
        ) : null}
      </div>
      {props.cover ? <img className="w-article-reader__cover" src={props.cover} alt="" referrerPolicy="no-referrer" /> : null}
      {html ? (
        <div className="w-article-reader__content" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className="w-article-reader__empty">{props.emptyText ?? '文章内容为空'}</div>
      )}
    </article>
  );
}
