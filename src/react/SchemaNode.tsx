/**
 * Renders one schema node with its registered widget. Props resolve against the page scope plus any
 * extra scope bound above (list rows); children render recursively.
 *
 * Every node reads the page scope, which changes whenever one of the page's data sources answers.
 * A node re-resolves its props then, but its widget renders again only when they changed: the
 * props object is kept while its content is the same, and widgets are memoized. Answers arriving
 * one by one re-render the parts of the page that show them, not the whole page each time.
 */
import { Component, Suspense, createElement, lazy, memo, useContext, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { sameValue, type NodeSchema, resolveValue, type ExprScope } from '@/core';
import { widgetRegistry } from './widgets';
import { ExtraScopeContext, usePage } from './pageContext';
import { resolveProps } from './resolveProps';
import type { WidgetProps } from './widgetProps';
import { NodeError } from './NodeError';

const lazyCache = new Map<string, ComponentType<WidgetProps>>();
const memoCache = new WeakMap<ComponentType<WidgetProps>, ComponentType<WidgetProps>>();

function memoized(widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  let m = memoCache.get(widget);
  if (!m) {
    m = memo(widget) as ComponentType<WidgetProps>;
    memoCache.set(widget, m);
  }
  return m;
}

function componentFor(type: string, path: string): ComponentType<WidgetProps> {
  const loaded = widgetRegistry.peek(type);
  if (loaded) return memoized(loaded);
  let c = lazyCache.get(type);
  if (!c) {
    c = memo(lazy(() => widgetRegistry.load(type, path).then((m) => ({ default: m })))) as ComponentType<WidgetProps>;
    lazyCache.set(type, c);
  }
  return c;
}

/** `value`, or the previous one while its content is the same. */
function useSame<T>(value: T): T {
  const ref = useRef(value);
  if (!sameValue(ref.current, value)) ref.current = value;
  return ref.current;
}

class NodeBoundary extends Component<{ path: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }
  override render(): ReactNode {
    if (this.state.error) return <NodeError path={this.props.path} error={this.state.error} />;
    return this.props.children;
  }
}

function SchemaNodeImpl({ node, path }: { node: NodeSchema; path: string }): ReactNode {
  const page = usePage();
  const extra = useContext(ExtraScopeContext);
  const scope: ExprScope = useMemo(() => ({ ...page.scope, ...extra }), [page.scope, extra]);
  const fullPath = `${page.file}#${path}`;
  const visible = node.visible === undefined || Boolean(resolveValue(node.visible, scope));
  const props = useSame(visible ? resolveProps(node, scope) : null);
  // The same element while the node is: child nodes re-render on their own when the scope changes.
  const children = useMemo(() => (node.children?.length ? <SchemaNodes nodes={node.children} path={`${path}/children`} /> : undefined), [node.children, path]);
  if (!visible || !props) return null;
  // componentFor returns one cached component per type, so identity is stable across renders.
  const Widget = componentFor(node.type, fullPath);
  return createElement(Widget, { props, node, path: fullPath }, children);
}

/** One node inside its own error boundary: a broken widget does not take the page down. */
export const SchemaNode = memo(function SchemaNode({ node, path }: { node: NodeSchema; path: string }): ReactNode {
  return (
    <NodeBoundary path={path}>
      <Suspense fallback={null}>
        <SchemaNodeImpl node={node} path={path} />
      </Suspense>
    </NodeBoundary>
  );
});

export function SchemaNodes({ nodes, path }: { nodes: NodeSchema[] | undefined; path: string }): ReactNode {
  if (!nodes?.length) return null;
  return nodes.map((n, i) => <SchemaNode key={n.id ?? i} node={n} path={`${path}/${i}`} />);
}

/** Renders nodes with extra scope (e.g. a list row's item and index). */
export function ScopedNodes({ nodes, path, scope }: { nodes: NodeSchema[] | undefined; path: string; scope: ExprScope }): ReactNode {
  const parent = useContext(ExtraScopeContext);
  const merged = useMemo(() => ({ ...parent, ...scope }), [parent, scope]);
  return (
    <ExtraScopeContext.Provider value={merged}>
      <SchemaNodes nodes={nodes} path={path} />
    </ExtraScopeContext.Provider>
  );
}
