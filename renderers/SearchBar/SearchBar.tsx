import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { type WidgetProps, usePage, getIn } from '@/widget-kit';
import './SearchBar.css';
import type { SearchBarProps } from '@renderers/props.generated';

export type { SearchBarProps };

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * A search input. Submitting (button, keyboard 搜索 key, clearing, or typing in live mode after a
 * pause) writes the trimmed text to page state under `stateKey`, so sources keyed on it refetch,
 * and runs onSearch with the text as `event`.
 */
export default function SearchBar({ props, path }: WidgetProps<SearchBarProps>): ReactNode {
  const page = usePage();
  const stored = props.stateKey ? str(getIn(page.scope.state, props.stateKey)) : '';
  const [text, setText] = useState(stored);
  const submitted = useRef(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // State changed elsewhere (a reset button, a tab): show it.
  useEffect(() => {
    if (stored !== submitted.current) {
      submitted.current = stored;
      setText(stored);
    }
  }, [stored]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (raw: string): void => {
    clearTimeout(timer.current);
    const value = raw.trim();
    submitted.current = value;
    if (props.stateKey) page.setState({ [props.stateKey]: value });
    if (props.onSearch?.length) void page.run(props.onSearch, { event: value }, `${path}/onSearch`);
  };

  const onChange = (value: string, cleared: boolean): void => {
    setText(value);
    if (cleared) return submit('');
    if (props.live) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => submit(value), props.debounceMs ?? 500);
    }
  };

  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    submit(text);
    // Close the phone keyboard after an explicit search.
    (document.activeElement as HTMLElement | null)?.blur?.();
  };

  const placeholder = props.placeholder ?? '请输入搜索关键词';
  return (
    <form role="search" className={`w-searchbar${props.sticky ? ' w-searchbar--sticky' : ''}`} onSubmit={onSubmit} action="">
      <Input
        className="w-searchbar__input"
        type="search"
        enterKeyHint="search"
        aria-label={placeholder}
        placeholder={placeholder}
        prefix={<SearchOutlined className="w-searchbar__icon" aria-hidden />}
        allowClear
        maxLength={props.maxLength}
        value={text}
        onChange={(e) => onChange(e.target.value, e.type !== 'change' && e.target.value === '')}
      />
      {props.showButton === false ? null : (
        <Button className="w-searchbar__button" type="primary" htmlType="submit">
          {props.buttonText ?? '搜索'}
        </Button>
      )}
    </form>
  );
}
