import type { ReactNode } from 'react';
import type { NodeSchema } from '@/core';

/**
 * What every widget receives. `props` are the node's props with expressions resolved (action lists,
 * templates and Formily schemas stay raw); `node` is the raw schema node; `path` its schema path
 * (file#pointer) for developer messages; `children` the rendered child nodes.
 */
export interface WidgetProps<P = Record<string, unknown>> {
  props: P;
  node: NodeSchema;
  path: string;
  children?: ReactNode;
}
