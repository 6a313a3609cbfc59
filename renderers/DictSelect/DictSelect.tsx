import { useMemo, type ReactNode } from 'react';
import { Select } from 'antd';
import { useField } from '@formily/react';
import { useRuntime, dictLabel, dictOptions, type DictOption, type FieldProps } from '@/widget-kit';
import './DictSelect.css';
import type { DictSelectSchemaProps } from '@renderers/props.generated';

type Value = string | string[] | null | undefined;

/** The props its schema declares (DictSelectSchemaProps) and what Formily passes a field. */
export type DictSelectProps = DictSelectSchemaProps & FieldProps<Value>;

/** A select whose options are a dictionary's items (label shown, code stored as a string). */
export default function DictSelect({
  dict: name,
  value,
  onChange,
  onFocus,
  onBlur,
  disabled,
  readOnly,
  placeholder = '请选择',
  allowClear = true,
  multiple,
  showSearch,
  exclude,
  include,
}: DictSelectProps): ReactNode {
  const { dicts, log } = useRuntime();
  // Inside a Formily form in readPretty pattern (detail pages) the value shows as text.
  const pretty = useField()?.pattern === 'readPretty';
  const dict = dicts[name];
  const options = useMemo<DictOption[]>(() => {
    if (!dict) return [];
    return dictOptions(dict).filter((o) => (!exclude || !exclude.includes(o.value)) && (!include || include.includes(o.value)));
  }, [dict, exclude, include]);
  if (!dict) log(`DictSelect: unknown dictionary '${name}'`);

  if (readOnly || pretty) {
    const codes = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    const text = codes.map((c) => (dict ? dictLabel(dict, c) || c : c)).join('、');
    return <span className="w-dict-select w-dict-select--read">{text || '—'}</span>;
  }
  return (
    <Select<Value, DictOption>
      className="w-dict-select"
      classNames={{ popup: { root: 'w-dict-select__popup' } }}
      size="large"
      // Codes always travel as strings; a server's 1 matches the dictionary's '1'.
      value={value === null || value === undefined ? undefined : Array.isArray(value) ? value.map(String) : String(value)}
      onChange={(v) => onChange?.(v ?? (multiple ? [] : undefined))}
      onFocus={onFocus}
      onBlur={onBlur}
      options={options}
      mode={multiple ? 'multiple' : undefined}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear}
      showSearch={showSearch}
      optionFilterProp="label"
      virtual={options.length > 100}
      notFoundContent={dict ? '无匹配选项' : '字典不存在'}
    />
  );
}
