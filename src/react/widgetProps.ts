import type { FocusEventHandler, ReactNode } from 'react';
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

/**
 * What Formily passes a field widget besides the props its schema declares: the value (`V`) and its
 * change (`C`: what the widget hands back), read-only, and focus and blur so that onBlur-triggered
 * validation works.
 */
export interface FieldProps<V, C = V, E extends HTMLElement = HTMLElement> {
  value?: V;
  onChange?: (value: C) => void;
  readOnly?: boolean;
  onFocus?: FocusEventHandler<E>;
  onBlur?: FocusEventHandler<E>;
}

/** A text field's (IdCardInput, PhoneInput, PlateInput): a string, empty when Formily has none. */
export type TextFieldProps = FieldProps<string | null, string, HTMLInputElement>;
