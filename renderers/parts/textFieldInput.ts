/**
 * What the text field widgets (IdCardInput, PhoneInput, PlateInput) pass their antd Input the same
 * way: the field's state and focus handlers as Formily gives them, and the error look while the
 * value is invalid.
 */
import type { InputProps } from 'antd';
import type { TextFieldProps } from '@/widget-kit';

export interface TextFieldState extends Pick<TextFieldProps, 'readOnly' | 'onFocus' | 'onBlur'> {
  disabled?: boolean;
  placeholder?: string;
}

export function textFieldInputProps({ disabled, readOnly, placeholder, onFocus, onBlur }: TextFieldState, invalid: boolean): InputProps {
  return { disabled, readOnly, placeholder, onFocus, onBlur, status: invalid ? 'error' : undefined, 'aria-invalid': invalid };
}
