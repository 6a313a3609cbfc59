import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button, Input, Popover, Space, Typography } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { isLicensePlate, PLATE_PREFIXES, PLATE_SUFFIXES, provinceByPlatePrefix, VALIDATION_MESSAGES } from '@/widget-kit/form';
import './PlateInput.css';
import { textFieldInputProps } from '@renderers/parts/textFieldInput';
import type { PlateInputSchemaProps } from '@renderers/props.generated';
import type { TextFieldProps } from '@/widget-kit';

/** The props its schema declares (PlateInputSchemaProps) and what Formily passes a text field. */
export type PlateInputProps = PlateInputSchemaProps & TextFieldProps;

/** Longest part after the prefix: a new-energy plate's letter plus six characters. */
const REST_MAX = 7;
const SUFFIXES: readonly string[] = PLATE_SUFFIXES;
const PREFIX_SET = new Set(PLATE_PREFIXES);

/** Splits a plate into its prefix character (if it has a known one) and the rest. */
function splitPlate(plate: string): [string, string] {
  return plate && PREFIX_SET.has(plate[0]) ? [plate[0], plate.slice(1)] : ['', plate];
}

/** Upper-case letters, digits and the suffix characters only. */
function sanitizeRest(text: string): string {
  return Array.from(text.toUpperCase())
    .filter((c) => /[A-Z0-9]/.test(c) || SUFFIXES.includes(c))
    .join('')
    .slice(0, REST_MAX);
}

function trailingSuffix(rest: string): string {
  const last = rest.slice(-1);
  return SUFFIXES.includes(last) ? last : '';
}

/**
 * Licence plate input: a grid of province prefix characters (from the provinces dictionary),
 * the rest typed in upper case, and quick keys for the suffixes 挂 学 警 军 港 澳, which phone
 * keyboards make awkward to type. Emits the whole plate, e.g. '粤B12345'.
 */
export default function PlateInput({
  value,
  onChange,
  disabled,
  readOnly,
  placeholder = '请输入车牌号码',
  onFocus,
  onBlur,
  defaultPrefix = '',
  showError = true,
}: PlateInputProps): ReactNode {
  const [local, setLocal] = useState('');
  const [pickedPrefix, setPickedPrefix] = useState(PREFIX_SET.has(defaultPrefix) ? defaultPrefix : '');
  const [pickerOpen, setPickerOpen] = useState(false);
  const current = value ?? local;
  const [valuePrefix, rest] = splitPlate(current);
  const prefix = valuePrefix || pickedPrefix;
  const locked = Boolean(disabled || readOnly);

  const emit = (nextPrefix: string, nextRest: string): void => {
    const plate = nextPrefix + nextRest;
    setLocal(plate);
    onChange?.(plate);
  };

  const pickPrefix = (ch: string): void => {
    setPickedPrefix(ch);
    setPickerOpen(false);
    emit(ch, rest);
  };

  const toggleSuffix = (suffix: string): void => {
    const present = trailingSuffix(rest);
    const base = present ? rest.slice(0, -1) : rest;
    emit(prefix, present === suffix ? base : sanitizeRest(base + suffix));
  };

  const plate = prefix + rest;
  const complete = plate.length >= 7 || trailingSuffix(rest) !== '';
  const invalid = complete && !isLicensePlate(plate);
  const activeSuffix = trailingSuffix(rest);

  const grid = (
    <div className="w-plate-input__grid" role="group" aria-label="省份简称">
      {PLATE_PREFIXES.map((ch) => (
        <Button
          key={ch}
          className="w-plate-input__key"
          type={ch === prefix ? 'primary' : 'default'}
          aria-label={`${ch} ${provinceByPlatePrefix(ch)?.label ?? ''}`.trim()}
          onClick={() => pickPrefix(ch)}
        >
          {ch}
        </Button>
      ))}
    </div>
  );

  return (
    <div className="w-plate-input">
      <Space.Compact block>
        <Popover
          content={grid}
          trigger="click"
          placement="bottomLeft"
          open={pickerOpen && !locked}
          onOpenChange={(open) => setPickerOpen(open && !locked)}
        >
          <Button size="large" className="w-plate-input__prefix" disabled={locked} aria-label="选择省份简称">
            {prefix || '省'}
            <DownOutlined />
          </Button>
        </Popover>
        <Input
          size="large"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={REST_MAX}
          allowClear={!locked}
          value={rest}
          onChange={(e: ChangeEvent<HTMLInputElement>) => emit(prefix, sanitizeRest(e.target.value))}
          {...textFieldInputProps({ disabled, readOnly, placeholder, onFocus, onBlur }, invalid)}
          aria-label="车牌号码"
        />
      </Space.Compact>
      <div className="w-plate-input__suffixes">
        {SUFFIXES.map((suffix) => (
          <Button
            key={suffix}
            className="w-plate-input__key"
            type={suffix === activeSuffix ? 'primary' : 'default'}
            aria-label={`后缀${suffix}`}
            aria-pressed={suffix === activeSuffix}
            disabled={locked}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => toggleSuffix(suffix)}
          >
            {suffix}
          </Button>
        ))}
      </div>
      {showError && invalid ? (
        <Typography.Text type="danger" className="w-plate-input__error" role="alert">
          {VALIDATION_MESSAGES.licensePlate}
        </Typography.Text>
      ) : null}
    </div>
  );
}
