import { useState, type ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { type WidgetProps, usePage, useRuntime, getIn, dictOptions } from '@/widget-kit';
import './FilterSheet.css';
import type { FilterSheetProps } from '@renderers/props.generated';

export interface FilterOption {
  label: string;
  value: string | number | boolean;
}

export interface FilterGroup {
  key: string;
  label: string;
  options?: FilterOption[];
  dict?: string;
  multiple?: boolean;
}

export type { FilterSheetProps };

type Value = FilterOption['value'];
type Values = Record<string, Value | Value[]>;

const isSet = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '');
const same = (a: Value, b: unknown): boolean => String(a) === String(b);

/**
 * A 筛选 button opening a bottom sheet of option groups (static options or a dictionary), with
 * 重置 and 确定. Both write the chosen values into page state under `stateKey` as
 * `{ <group key>: value | value[] }` (unselected: '' or []) and run onChange with them as `event`.
 */
export default function FilterSheet({ props, path }: WidgetProps<FilterSheetProps>): ReactNode {
  const page = usePage();
  const { dicts } = useRuntime();
  const groups = Array.isArray(props.groups) ? props.groups : [];
  const applied = ((props.stateKey ? getIn(page.scope.state, props.stateKey) : undefined) ?? {}) as Values;
  const [local, setLocal] = useState<Values>({});
  const current = props.stateKey ? applied : local;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Values>({});
  const activeCount = groups.filter((g) => isSet(current[g.key])).length;

  const optionsOf = (g: FilterGroup): FilterOption[] => {
    if (g.options) return g.options;
    const dict = g.dict ? dicts[g.dict] : undefined;
    if (g.dict && !dict) throw new Error(`FilterSheet group '${g.key}': unknown dictionary '${g.dict}'`);
    return dict ? dictOptions(dict) : [];
  };

  const toggle = (g: FilterGroup, value: Value): void => {
    setDraft((d) => {
      const cur = d[g.key];
      if (g.multiple) {
        const list = Array.isArray(cur) ? cur : [];
        return { ...d, [g.key]: list.some((v) => same(v, value)) ? list.filter((v) => !same(v, value)) : [...list, value] };
      }
      return { ...d, [g.key]: !Array.isArray(cur) && cur !== undefined && same(cur, value) ? '' : value };
    });
  };

  const apply = (values: Values): void => {
    const full: Values = Object.fromEntries(groups.map((g) => [g.key, values[g.key] ?? (g.multiple ? [] : '')]));
    if (props.stateKey) page.setState({ [props.stateKey]: full });
    else setLocal(full);
    setOpen(false);
    if (props.onChange?.length) void page.run(props.onChange, { event: full }, `${path}/onChange`);
  };

  const text = props.text ?? '筛选';
  return (
    <>
      <button
        type="button"
        className={`w-filtersheet__trigger${activeCount ? ' w-filtersheet__trigger--active' : ''}`}
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(current);
          setOpen(true);
        }}
      >
        <FilterOutlined aria-hidden />
        <span>{text}</span>
        {activeCount ? <span className="w-filtersheet__count" aria-label={`已选 ${activeCount} 项`}>{activeCount}</span> : null}
      </button>
      <Drawer
        open={open}
        placement="bottom"
        height="auto"
        title={props.title ?? text}
        onClose={() => setOpen(false)}
        rootClassName="w-filtersheet"
        destroyOnHidden
        footer={
          <div className="w-filtersheet__footer">
            <Button className="w-filtersheet__btn" onClick={() => apply({})}>
              重置
            </Button>
            <Button className="w-filtersheet__btn" type="primary" onClick={() => apply(draft)}>
              确定
            </Button>
          </div>
        }
      >
        {groups.map((g) => {
          const value = draft[g.key];
          return (
            <fieldset key={g.key} className="w-filtersheet__group">
              <legend className="w-filtersheet__legend">
                {g.label}
                {g.multiple ? <span className="w-filtersheet__hint">（可多选）</span> : null}
              </legend>
              <div className="w-filtersheet__options">
                {optionsOf(g).map((o) => {
                  const on = Array.isArray(value) ? value.some((v) => same(v, o.value)) : value !== undefined && value !== '' && same(o.value, value);
                  return (
                    <button
                      key={String(o.value)}
                      type="button"
                      aria-pressed={on}
                      className={`w-filtersheet__option${on ? ' w-filtersheet__option--on' : ''}`}
                      onClick={() => toggle(g, o.value)}
                    >
                      {o.label}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </Drawer>
    </>
  );
}
