import { useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Empty, Spin } from 'antd';
import { ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { type WidgetProps, usePage, getIn } from '@/widget-kit';
import { useNodeActions } from '@renderers/parts/cardKit';
import { rowsOf } from '@renderers/List/ListRow';
import { canObserve, useInfiniteSentinel } from '@renderers/List/useInfiniteSentinel';
import { PosterThumb } from './PosterThumb';
import './PosterGallery.css';
import type { PosterGalleryProps } from '@renderers/props.generated';

export type { PosterGalleryProps };

interface Tab {
  label: string;
  value: string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Poster thumbnails of a source in a grid, with category tabs; tapping one selects it. */
export default function PosterGallery({ props, path }: WidgetProps<PosterGalleryProps>): ReactNode {
  const page = usePage();
  const runActions = useNodeActions(path);
  const handle = page.source(props.source);
  if (!handle) throw new Error(`${path}: PosterGallery names unknown data source '${props.source}'`);
  const handleRef = useRef(handle);
  handleRef.current = handle;
  const [tab, setTab] = useState('');
  const [selected, setSelected] = useState<unknown>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const tabs = useMemo<Tab[]>(() => {
    const list = (Array.isArray(props.categories) ? props.categories : []).map((c) =>
      typeof c === 'string' ? { label: c, value: c } : { label: text(getIn(c, props.categoryLabelKey ?? 'label')), value: text(getIn(c, props.categoryValueKey ?? 'value')) },
    );
    return list.length ? [{ label: props.allText ?? '全部', value: '' }, ...list.filter((t) => t.label)] : [];
  }, [props.categories, props.categoryLabelKey, props.categoryValueKey, props.allText]);

  const all = rowsOf(handle.data, props.listPath);
  // With categoryStateKey the source filters (its params read the state); else filter here.
  const rows = tab && props.categoryKey && !props.categoryStateKey ? all.filter((r) => text(getIn(r, props.categoryKey ?? '')) === tab) : all;
  const { status } = handle;

  const pickTab = (value: string): void => {
    setTab(value);
    if (props.categoryStateKey) page.setState({ [props.categoryStateKey]: value });
  };
  const { onSelect } = props;
  const select = useCallback(
    (item: unknown, index: number) => {
      setSelected(item);
      runActions(onSelect, 'onSelect', { item, index });
    },
    [runActions, onSelect],
  );
  const loadMore = useCallback(() => {
    const h = handleRef.current;
    if (h.status.hasMore && !h.status.validating && !h.status.error) h.loadMore();
  }, []);
  useInfiniteSentinel(sentinelRef, loadMore, canObserve() && status.hasMore && !status.error, all.length);

  const columns = props.columns ?? 3;
  let body: ReactNode;
  if (status.loading && !all.length) {
    body = (
      <ul className="w-poster-gallery__grid" aria-busy="true" aria-label="加载中">
        {Array.from({ length: columns * 2 }, (_, i) => (
          <li key={i} className="w-poster-gallery__cell">
            <span className="w-poster-gallery__frame w-poster-gallery__frame--loading" />
          </li>
        ))}
      </ul>
    );
  } else if (status.error && !all.length) {
    body = (
      <div className="w-poster-gallery__state" role="alert">
        <ExclamationCircleOutlined className="w-poster-gallery__state-icon" aria-hidden />
        <div>{status.error}</div>
        <Button onClick={() => void handle.refresh()}>重试</Button>
      </div>
    );
  } else if (!rows.length) {
    body = (
      <div className="w-poster-gallery__state">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? '暂无海报'} />
      </div>
    );
  } else {
    const idKey = props.idKey ?? 'id';
    body = (
      <>
        <ul className="w-poster-gallery__grid">
          {rows.map((item, i) => {
            const id = getIn(item, idKey);
            return (
              <PosterThumb
                key={typeof id === 'string' || typeof id === 'number' ? id : i}
                item={item}
                index={i}
                src={text(getIn(item, props.imageKey ?? 'url'))}
                title={text(getIn(item, props.titleKey ?? 'title'))}
                selected={selected === item}
                onSelect={select}
              />
            );
          })}
        </ul>
        {status.hasMore ? (
          <div ref={sentinelRef} className="w-poster-gallery__more">
            {status.validating ? <Spin size="small" indicator={<LoadingOutlined spin />} /> : null}
            {canObserve() ? (status.validating ? '加载中' : '上拉加载更多') : <Button onClick={() => handle.loadMore()}>加载更多</Button>}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className={`w-poster-gallery${props.className ? ` ${props.className}` : ''}`} style={{ '--w-poster-columns': columns } as CSSProperties}>
      {tabs.length ? (
        <div className="w-poster-gallery__tabs" role="tablist" aria-label="海报分类">
          {tabs.map((t) => (
            <button key={t.value} type="button" role="tab" aria-selected={tab === t.value} className={`w-poster-gallery__tab${tab === t.value ? ' w-poster-gallery__tab--on' : ''}`} onClick={() => pickTab(t.value)}>
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      {body}
    </div>
  );
}
