import { useCallback, useContext, useMemo, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { StateButton, StateEmpty, StateSkeleton } from '@renderers/parts/lazyStates';
import { type WidgetProps, ExtraScopeContext, usePage, useRuntime, SvgIcon } from '@/widget-kit';
import { ListRow, rowKeyOf, rowsOf, type SimpleRow } from './ListRow';
import { PULL_TEXT, usePullToRefresh } from './usePullToRefresh';
import { canObserve, useInfiniteSentinel } from './useInfiniteSentinel';
import './List.css';
import type { ListProps } from '@renderers/props.generated';

export type { ListProps };

/** A paginated source's data is `{ list, total, pages }` (src/react/useDataSources.ts). */
const isPaginated = (data: unknown): boolean =>
  Boolean(data) && typeof data === 'object' && typeof (data as { pages?: unknown }).pages === 'number';

/** Rows of a page data source: template or built-in rows, pull-to-refresh, infinite scroll. */
export default function List({ props, path }: WidgetProps<ListProps>): ReactNode {
  const page = usePage();
  const { dicts } = useRuntime();
  const extra = useContext(ExtraScopeContext);
  const at = path.slice(path.indexOf('#') + 1);
  const handle = page.source(props.source);
  if (!handle) throw new Error(`${path}: List names unknown data source '${props.source}'`);
  const handleRef = useRef(handle);
  handleRef.current = handle;

  const { status, data } = handle;
  const rows = rowsOf(data, props.listPath);
  const paginated = isPaginated(data);
  const { onItemClick, itemTemplate: template } = props;
  // A template of one *Card widget draws its own card: space the rows on the page background.
  const variant = props.variant ?? (template?.length === 1 && /Card$/.test(template[0].type) ? 'cards' : 'plain');

  const areaRef = useRef<HTMLDivElement>(null);
  const indicatorRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const refresh = useCallback(() => handleRef.current.refresh(), []);
  const loadMore = useCallback(() => {
    const h = handleRef.current;
    if (h.status.hasMore && !h.status.validating && !h.status.error) h.loadMore();
  }, []);
  const phase = usePullToRefresh(areaRef, indicatorRef, refresh, props.pullRefresh !== false);
  const infinite = props.infinite !== false && canObserve();
  useInfiniteSentinel(sentinelRef, loadMore, infinite && status.hasMore && !status.error, rows.length);

  // page.run is stable, while the page object changes with every data change: depend on run only.
  const { run } = page;
  const onClick = useMemo(
    () =>
      onItemClick?.length
        ? (item: unknown, index: number): void => void run(onItemClick, { ...extra, item, index }, `${at}/onItemClick`)
        : undefined,
    [onItemClick, run, extra, at],
  );
  const simple = useMemo<SimpleRow>(
    () => ({ titleKey: props.titleKey, descKey: props.descKey, extraKey: props.extraKey, descFormat: props.descFormat, extraFormat: props.extraFormat }),
    [props.titleKey, props.descKey, props.extraKey, props.descFormat, props.extraFormat],
  );

  let body: ReactNode;
  if (status.loading && rows.length === 0) {
    body = (
      <div className="w-list__skeleton" aria-busy="true" aria-label="加载中">
        {Array.from({ length: props.skeletonRows ?? 3 }, (_, i) => (
          <div className="w-list__row w-list__row--skeleton" key={i}>
            <StateSkeleton title="60%" rows={2} />
          </div>
        ))}
      </div>
    );
  } else if (status.error && rows.length === 0) {
    body = (
      <div className="w-list__state w-list__state--error" role="alert">
        <SvgIcon icon={ExclamationCircleOutlined} className="w-list__state-icon" aria-hidden />
        <div className="w-list__state-text">{status.error}</div>
        <StateButton onClick={() => void refresh()}>重试</StateButton>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="w-list__state w-list__state--empty">
        <StateEmpty text={props.emptyText ?? '暂无数据'} />
      </div>
    );
  } else {
    body = (
      <>
        <div className="w-list__items" role="list">
          {rows.map((item, index) => (
            <ListRow
              key={rowKeyOf(item, index, props.rowKey)}
              item={item}
              index={index}
              template={template}
              templatePath={`${at}/itemTemplate`}
              simple={simple}
              dicts={dicts}
              onClick={onClick}
            />
          ))}
        </div>
        <ListFooter
          error={status.error}
          hasMore={status.hasMore}
          loading={status.validating}
          paginated={paginated}
          infinite={infinite}
          sentinelRef={sentinelRef}
          onRetry={() => void refresh()}
          onMore={() => handleRef.current.loadMore()}
        />
      </>
    );
  }

  const style: CSSProperties | undefined = props.height ? { height: props.height } : undefined;
  return (
    <div
      ref={areaRef}
      className={`w-list w-list--${variant}${props.height ? ' w-list--scroll' : ''}${props.className ? ` ${props.className}` : ''}`}
      style={style}
    >
      <div ref={indicatorRef} className={`w-list__pull w-list__pull--${phase}`} aria-live="polite">
        {phase === 'idle' ? null : (
          <span className="w-list__pull-text">
            {phase === 'refreshing' ? <SvgIcon icon={LoadingOutlined} spin className="w-list__spinner" /> : null}
            {PULL_TEXT[phase]}
          </span>
        )}
      </div>
      {body}
    </div>
  );
}

interface FooterProps {
  error: string | null;
  hasMore: boolean;
  loading: boolean;
  paginated: boolean;
  infinite: boolean;
  sentinelRef: RefObject<HTMLDivElement>;
  onRetry(): void;
  onMore(): void;
}

function ListFooter({ error, hasMore, loading, paginated, infinite, sentinelRef, onRetry, onMore }: FooterProps): ReactNode {
  if (error) {
    return (
      <button type="button" className="w-list__footer w-list__footer--error" onClick={onRetry}>
        加载失败，点击重试
      </button>
    );
  }
  if (hasMore) {
    if (!infinite && !loading) {
      return (
        <button type="button" className="w-list__footer w-list__footer--more" onClick={onMore}>
          加载更多
        </button>
      );
    }
    return (
      <div ref={sentinelRef} className="w-list__footer" aria-live="polite">
        {loading ? (
          <>
            <SvgIcon icon={LoadingOutlined} spin className="w-list__spinner" /> 加载中
          </>
        ) : (
          '上拉加载更多'
        )}
      </div>
    );
  }
  return paginated ? <div className="w-list__footer w-list__footer--end">没有更多了</div> : null;
}
