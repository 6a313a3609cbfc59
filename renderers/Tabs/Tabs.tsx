import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { type WidgetProps, usePage, getIn } from '@/widget-kit';
import './Tabs.css';
import type { TabsProps } from '@renderers/props.generated';

export interface TabItem {
  key: string;
  label: string;
  badge?: number | string | boolean | null;
}

export type { TabsProps };

function Badge({ value }: { value: TabItem['badge'] }): ReactNode {
  if (value === true) return <span className="w-tabs__dot" aria-label="有新内容" />;
  if (value === undefined || value === null || value === false || value === '' || value === 0) return null;
  const text = typeof value === 'number' && value > 99 ? '99+' : String(value);
  return <span className="w-tabs__badge">{text}</span>;
}

/**
 * A tab bar sticky under the nav bar. The active key lives in page state under `stateKey`, so
 * other nodes and data sources read it (`state.tab`); onChange runs with the key as `event`.
 */
export default function Tabs({ props, path }: WidgetProps<TabsProps>): ReactNode {
  const page = usePage();
  const items = Array.isArray(props.items) ? props.items : [];
  const [local, setLocal] = useState<string | undefined>(undefined);
  const stored = props.stateKey ? getIn(page.scope.state, props.stateKey) : local;
  const fallback = props.defaultKey ?? items[0]?.key;
  const active = stored === undefined || stored === null ? fallback : String(stored);
  const scroller = useRef<HTMLDivElement>(null);

  // The default tab is written to state once, so `state.<key>` is defined for visible/params.
  useEffect(() => {
    if (props.stateKey && (stored === undefined || stored === null) && fallback !== undefined) page.setState({ [props.stateKey]: fallback });
    // Only on mount: later the user's choice owns the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the active tab in view in a scrolling bar. Measuring forces a layout: on mount it is
  // skipped for the first tab (the bar starts scrolled to it) and otherwise left to the next frame,
  // after the page's own layout, instead of adding one in the middle of its first render.
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && active === items[0]?.key) return undefined;
    const center = (): void => {
      const bar = scroller.current;
      const tab = bar?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (bar && tab && bar.scrollWidth > bar.clientWidth) bar.scrollLeft = tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2;
    };
    if (!first) {
      center();
      return undefined;
    }
    const frame = requestAnimationFrame(center);
    return () => cancelAnimationFrame(frame);
    // `items` only matters on mount: later the active key drives it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const select = (key: string): void => {
    if (key === active) return;
    if (props.stateKey) page.setState({ [props.stateKey]: key });
    else setLocal(key);
    if (props.onChange?.length) void page.run(props.onChange, { event: key }, `${path}/onChange`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !items.length) return;
    e.preventDefault();
    const i = Math.max(0, items.findIndex((t) => t.key === active));
    const next = items[(i + step + items.length) % items.length];
    select(next.key);
    scroller.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next.key)}"]`)?.focus();
  };

  const cls = `w-tabs${props.sticky === false ? '' : ' w-tabs--sticky'}${items.length > 4 ? ' w-tabs--scroll' : ''}`;
  return (
    <div className={cls}>
      <div ref={scroller} className="w-tabs__bar" role="tablist" onKeyDown={onKeyDown}>
        {items.map((t) => {
          const selected = t.key === active;
          return (
            <button
              key={t.key}
              type="button"
              role="tab"
              data-key={t.key}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={`w-tabs__tab${selected ? ' w-tabs__tab--active' : ''}`}
              onClick={() => select(t.key)}
            >
              <span className="w-tabs__label">{t.label}</span>
              <Badge value={t.badge} />
            </button>
          );
        })}
      </div>
    </div>
  );
}
