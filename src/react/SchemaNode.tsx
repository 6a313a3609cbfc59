/**
 * Renders one schema node with its registered widget. Props resolve against the page scope plus any
 * extra scope bound above (list rows); children render recursively.
 */
import { Component, Suspense, createElement, lazy, memo, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { NodeSchema } from '@/core/types';
import { resolveValue } from '@/core/expr/runtime';
import type { ExprScope } from '@/core/expr/scope';
import { widgetRegistry } from './widgets';
import { ExtraScopeContext, usePage } from './pageContext';
import { resolveProps } from './resolveProps';
import type { WidgetProps } from './widgetProps';
import { NodeError } from './NodeError';

const lazyCache = new Map<string, ComponentType<WidgetProps>>();

function componentFor(type: string, path: string): ComponentType<WidgetProps> {
  const loaded = widgetRegistry.peek(type);
  if (loaded) return loaded;
  let c = lazyCache.get(type);
  if (!c) {
    c = lazy(() => widgetRegistry.load(type, path).then((m) => ({ default: m })));
    lazyCache.set(type, c);
  }
  return c;
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
  if (node.visible !== undefined && !resolveValue(node.visible, scope)) return null;
  // componentFor returns one cached component per type, so identity is stable across renders.
  const Widget = componentFor(node.type, fullPath);
  const props = resolveProps(node, scope);
  const children = node.children?.length ? <SchemaNodes nodes={node.children} path={`${path}/children`} /> : undefined;
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
  return nodes.map((n, i) => <SchemaNode key={(n.id as string | undefined) ?? i} node={n} path={`${path}/${i}`} />);
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
