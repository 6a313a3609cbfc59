import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { parseIdCard } from '@/widget-kit/form';
import './IdCardInput.css';
import { textFieldInputProps } from '@renderers/parts/textFieldInput';
import type { IdCardInputSchemaProps } from '@renderers/props.generated';
import type { TextFieldProps } from '@/widget-kit';

/** The props its schema declares (IdCardInputSchemaProps) and what Formily passes a text field. */
export type IdCardInputProps = IdCardInputSchemaProps & TextFieldProps;

const ID_LENGTH = 18;
const GENDER_LABELS = { 1: '男', 2: '女' } as const;

/** Upper-case, digits and X only, at most 18 characters. */
function sanitize(text: string): string {
  return text.toUpperCase().replace(/[^0-9X]/g, '').slice(0, ID_LENGTH);
}

/**
 * Mainland ID number input. Phones show a numeric keyboard, which has no X, so an on-screen X
 * key appends it. A valid number shows the birth date, gender and age it encodes.
 */
export default function IdCardInput({
  value,
  onChange,
  disabled,
  readOnly,
  placeholder = '请输入身份证号码',
  onFocus,
  onBlur,
  showInfo = true,
  showError = true,
}: IdCardInputProps): ReactNode {
  const [local, setLocal] = useState('');
  const current = value ?? local;

  const emit = (next: string): void => {
    setLocal(next);
    onChange?.(next);
  };

  // 18 or more characters is complete (more can only come from outside); a valid 15-digit
  // number also shows its info, but 15 invalid digits may still be an 18-digit number being typed.
  const complete = current.length >= ID_LENGTH;
  const result = complete || current.length === 15 ? parseIdCard(current) : null;
  const invalidReason = result && !result.valid && complete ? result.reason : '';
  const locked = disabled || readOnly;

  return (
    <div className="w-idcard-input">
      <Space.Compact block>
        <Input
          size="large"
          inputMode="numeric"
          autoComplete="off"
          maxLength={ID_LENGTH}
          allowClear={!locked}
          value={current}
          onChange={(e: ChangeEvent<HTMLInputElement>) => emit(sanitize(e.target.value))}
          {...textFieldInputProps({ disabled, readOnly, placeholder, onFocus, onBlur }, Boolean(invalidReason))}
        />
        <Button
          size="large"
          className="w-idcard-input__x"
          aria-label="输入X"
          disabled={locked || current.length >= ID_LENGTH}
          // Keep the focus (and the phone keyboard) on the input while tapping X.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => emit(sanitize(`${current}X`))}
        >
          X
        </Button>
      </Space.Compact>
      {showInfo && result?.valid ? (
        <div className="w-idcard-input__info" aria-live="polite">
          <Typography.Text type="secondary">出生日期：{result.birthDate}</Typography.Text>
          <Typography.Text type="secondary">性别：{GENDER_LABELS[result.gender]}</Typography.Text>
          <Typography.Text type="secondary">年龄：{result.age}岁</Typography.Text>
        </div>
      ) : null}
      {showError && invalidReason ? (
        <Typography.Text type="danger" className="w-idcard-input__error" role="alert">
          {invalidReason}
        </Typography.Text>
      ) : null}
    </div>
  );
}
