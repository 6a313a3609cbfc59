/**
 * A text field widget with its value held, as Formily holds a form field's: a story or a test can
 * type into it, and its own `onChange` still hears every change.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import type { TextFieldProps } from '@/widget-kit';

export function withHeldValue<P extends TextFieldProps>(Field: ComponentType<P>): ComponentType<P> {
  function HeldValue(props: P): ReactNode {
    const [value, setValue] = useState(props.value ?? '');
    const onChange = (next: string): void => {
      setValue(next);
      props.onChange?.(next);
    };
    return <Field {...props} value={value} onChange={onChange} />;
  }
  HeldValue.displayName = `HeldValue(${Field.displayName ?? Field.name})`;
  return HeldValue;
}
