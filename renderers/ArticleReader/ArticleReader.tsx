import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { ExclamationCircleOutlined, EyeOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@/react/widgetProps';
import { usePage } from '@/react/pageContext';
import { useRuntime } from '@/react/runtime';
import { formatDateTime } from '@/lib';
import { formatReads } from '../ArticleCard/format';
import { sanitizeArticle } from './sanitize';
import './ArticleReader.css';

/** Props of the ArticleReader widget; see props.schema.json. */
export interface ArticleReaderProps {
  title?: string | null;
  author?: string | null;
  date?: string | number | null;
  readCount?: number | string | null;
  category?: string | null;
  cover?: string | null;
  content?: string | null;
  source?: string;
  emptyText?: string;
  className?: string;
}

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

  // Links inside the article leave through the runtime (WeCom opens them in its own web view).
  const onClick = (e: MouseEvent<HTMLDivElement>): void => {
    const a = (e.target as Element).closest?.('a[href]');
    if (!a) return;
    const href = a.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      e.preventDefault();
      rt.openUrl(href, false);
    } else if (href.startsWith('#') || href.startsWith('javascript:')) {
      e.preventDefault();
    }
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
