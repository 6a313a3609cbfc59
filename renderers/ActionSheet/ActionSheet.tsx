import { useState, type ReactNode } from 'react';
import { Drawer } from 'antd';
import { type WidgetProps, usePageActions } from '@/widget-kit';
import { ActionButton } from '@renderers/Button/ActionButton';
import './ActionSheet.css';
import type { ActionSheetProps } from '@renderers/props.generated';

/** One option of the sheet, as its schema declares it. */
export type ActionSheetOption = ActionSheetProps['options'][number];

export type { ActionSheetProps };

/** A button opening a bottom sheet of options (分享给客户 / 发送到群 / 删除…) and 取消. */
export default function ActionSheet({ props, path }: WidgetProps<ActionSheetProps>): ReactNode {
  const page = usePageActions();
  const [open, setOpen] = useState(false);
  const options = (Array.isArray(props.options) ? props.options : [])
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => option && (option.visible === undefined || Boolean(option.visible)));

  const pick = (option: ActionSheetOption, index: number): void => {
    setOpen(false);
    // The sheet closes first so a navigation or a confirm is not hidden behind it.
    if (option.onClick?.length) void page.run(option.onClick, { item: option, index }, `${path}/options/${index}/onClick`);
  };

  return (
    <>
      <ActionButton
        className="w-actionsheet__trigger"
        text={props.text}
        variant={props.variant}
        block={props.block}
        path={path}
        onPress={() => setOpen(true)}
      />
      <Drawer
        open={open}
        placement="bottom"
        height="auto"
        closable={false}
        title={props.title}
        onClose={() => setOpen(false)}
        rootClassName="w-actionsheet"
        destroyOnHidden
      >
        <div role="menu" aria-label={props.title ?? props.text}>
          {options.map(({ option, index }) => (
            <button
              key={index}
              type="button"
              role="menuitem"
              disabled={Boolean(option.disabled)}
              className={`w-actionsheet__item${option.danger ? ' w-actionsheet__item--danger' : ''}`}
              onClick={() => pick(option, index)}
            >
              <span>{option.label}</span>
              {option.description ? <span className="w-actionsheet__desc">{option.description}</span> : null}
            </button>
          ))}
        </div>
        <div className="w-actionsheet__gap" />
        <button type="button" className="w-actionsheet__item w-actionsheet__cancel" onClick={() => setOpen(false)}>
          {props.cancelText ?? '取消'}
        </button>
      </Drawer>
    </>
  );
}
