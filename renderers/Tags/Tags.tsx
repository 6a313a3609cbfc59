import { useState, type ReactNode } from 'react';
import { Tag } from 'antd';
import { type WidgetProps, useRuntime, applyFormat } from '@/widget-kit';
import './Tags.css';
import type { TagsProps } from '@renderers/props.generated';

export type { TagsProps };

const PRESETS = new Set(['red', 'volcano', 'orange', 'gold', 'green', 'cyan', 'blue', 'geekblue', 'purple', 'magenta', 'success', 'processing', 'error', 'warning', 'default']);

/** A row of tags from strings, numbers or objects; beyond `max` a "+N" tag shows the rest. Empty renders nothing. */
export default function Tags({ props }: WidgetProps<TagsProps>): ReactNode {
  const { dicts } = useRuntime();
  const [expanded, setExpanded] = useState(false);
  const raw = Array.isArray(props.items) ? props.items : props.items === null || props.items === undefined || props.items === '' ? [] : [props.items];
  const labelKey = props.labelKey ?? 'text';
  const colorKey = props.colorKey ?? 'color';
  const tags = raw
    .map((item) => {
      const obj = item !== null && typeof item === 'object' ? item : null;
      const value = obj ? obj[labelKey] : item;
      const text = props.dict ? applyFormat(value, { dict: props.dict, empty: '' }, dicts) : value === null || value === undefined ? '' : String(value);
      const color = (obj && typeof obj[colorKey] === 'string' ? (obj[colorKey] as string) : undefined) ?? props.color;
      return { text, color };
    })
    .filter((t) => t.text !== '');
  if (!tags.length) return null;
  const max = typeof props.max === 'number' && props.max > 0 && !expanded ? props.max : tags.length;
  const hidden = tags.length - max;

  return (
    <ul className="w-tags" aria-label="标签">
      {tags.slice(0, max).map((t, i) => {
        const preset = t.color && PRESETS.has(t.color);
        return (
          <li key={i} className="w-tags__item">
            <Tag bordered={false} color={preset ? t.color : undefined} className={`w-tags__tag${t.color ? '' : ' w-tags__tag--plain'}`} style={!preset && t.color ? { color: t.color, background: /^#[0-9a-f]{6}$/i.test(t.color) ? `${t.color}14` : undefined } : undefined}>
              {t.text}
            </Tag>
          </li>
        );
      })}
      {hidden > 0 ? (
        <li className="w-tags__item">
          <button type="button" className="w-tags__more" aria-label={`展开其余 ${hidden} 个标签`} onClick={() => setExpanded(true)}>
            +{hidden}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
