import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Input, Typography } from 'antd';
import { isMainlandPhone, VALIDATION_MESSAGES } from '@/widget-kit/form';
import './PhoneInput.css';
import { textFieldInputProps } from '@renderers/parts/textFieldInput';
import type { PhoneInputSchemaProps } from '@renderers/props.generated';
import type { TextFieldProps } from '@/widget-kit';

/** The props its schema declares (PhoneInputSchemaProps) and what Formily passes a text field. */
export type PhoneInputProps = PhoneInputSchemaProps & TextFieldProps;

const PHONE_LENGTH = 11;

/** Mainland mobile number input: digits only, at most 11, numeric keyboard on phones. */
export default function PhoneInput({
  value,
  onChange,
  disabled,
  readOnly,
  placeholder = '请输入手机号码',
  onFocus,
  onBlur,
  showError = true,
}: PhoneInputProps): ReactNode {
  // Uncontrolled use (stories, previews) keeps its own value; Formily passes value and onChange.
  const [local, setLocal] = useState('');
  const current = value ?? local;
  const invalid = current.length >= PHONE_LENGTH && !isMainlandPhone(current);

  const handleChange = (e: ChangeEvent<HTMLInputElement>): void => {
    const next = e.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
    setLocal(next);
    onChange?.(next);
  };

  return (
    <div className="w-phone-input">
      <Input
        size="large"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_LENGTH}
        allowClear={!readOnly}
        value={current}
        onChange={handleChange}
        {...textFieldInputProps({ disabled, readOnly, placeholder, onFocus, onBlur }, invalid)}
      />
      {showError && invalid ? (
        <Typography.Text type="danger" className="w-phone-input__error" role="alert">
          {VALIDATION_MESSAGES.phone}
        </Typography.Text>
      ) : null}
    </div>
  );
}
