import { useMemo, type ReactNode } from 'react';
import { Button, Select } from 'antd';
import useSWR from 'swr';
import { useField } from '@formily/react';
import { useRuntime, getIn, userMessageOf, type FieldProps } from '@/widget-kit';
import './ApiSelect.css';
import type { ApiSelectSchemaProps } from '@renderers/props.generated';

type Code = string | number;
type Value = Code | Code[] | null | undefined;
interface Option {
  label: string;
  value: Code;
}

/** The props its schema declares (ApiSelectSchemaProps) and what Formily passes a field. */
export type ApiSelectProps = ApiSelectSchemaProps & FieldProps<Value>;

/** The option rows of an answer: at `listPath`, else the answer itself, else its `list`. */
export function optionRows(answer: unknown, listPath: string | undefined): unknown[] {
  const at = listPath ? getIn(answer, listPath) : answer;
  if (Array.isArray(at)) return at;
  const list = getIn(at, 'list');
  return Array.isArray(list) ? list : [];
}

/** A select whose options come from a catalogue call, mapped with labelKey / valueKey. */
export default function ApiSelect({
  api,
  params,
  listPath,
  labelKey = 'label',
  valueKey = 'value',
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
}: ApiSelectProps): ReactNode {
  const rt = useRuntime();
  // Inside a Formily form in readPretty pattern (detail pages) the value shows as text.
  const pretty = useField()?.pattern === 'readPretty';
  const paramsKey = JSON.stringify(params ?? {});
  // Keyed by call id and params, so two selects of the same list share one request.
  const { data, error, isLoading, mutate } = useSWR(
    // No call until a reaction has given the select its api (x-reactions may set componentProps).
    api ? (['ApiSelect', api, paramsKey] as const) : null,
    ([, id, p]: readonly [string, string, string]) => rt.request(id, JSON.parse(p) as Record<string, unknown>),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const options = useMemo<Option[]>(
    () =>
      optionRows(data, listPath).flatMap((row) => {
        const v = getIn(row, valueKey);
        if (typeof v !== 'string' && typeof v !== 'number') return [];
        const l = getIn(row, labelKey);
        return [{ value: v, label: l === null || l === undefined ? String(v) : String(l) }];
      }),
    [data, listPath, labelKey, valueKey],
  );

  if (readOnly || pretty) {
    const codes = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    const text = codes.map((c) => options.find((o) => o.value === c)?.label ?? String(c)).join('、');
    return <span className="w-api-select w-api-select--read">{text || '—'}</span>;
  }
  const failed = error ? (
    <div className="w-api-select__error" role="alert">
      {userMessageOf(error)}
      <Button type="link" size="small" onClick={() => void mutate()}>
        重试
      </Button>
    </div>
  ) : undefined;
  // The failure shows under the field, not only in the closed dropdown: a preset value would
  // otherwise sit there as a bare code with nothing saying why.
  return (
    <>
      <Select<Value, Option>
        className="w-api-select"
        classNames={{ popup: { root: 'w-api-select__popup' } }}
        size="large"
        value={value ?? undefined}
        onChange={(v) => onChange?.(v ?? (multiple ? [] : undefined))}
        onFocus={onFocus}
        onBlur={onBlur}
        options={options}
        loading={isLoading}
        // A preset value whose option has not arrived yet shows 加载中… rather than a bare code.
        labelRender={(item) => item.label ?? (isLoading ? '加载中…' : error ? '名称未能加载' : String(item.value))}
        mode={multiple ? 'multiple' : undefined}
        disabled={disabled}
        placeholder={isLoading ? '加载中…' : placeholder}
        allowClear={allowClear}
        showSearch={showSearch}
        optionFilterProp="label"
        virtual={options.length > 100}
        status={error ? 'error' : undefined}
        notFoundContent={error ? '选项未能加载' : isLoading ? '加载中…' : '暂无选项'}
      />
      {failed}
    </>
  );
}
