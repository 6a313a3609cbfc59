import { useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { type WidgetProps, usePageActions } from '@/widget-kit';
import { ActionButton } from '@renderers/Button/ActionButton';
import './Dialog.css';
import type { DialogProps } from '@renderers/props.generated';

export type { DialogProps };

/**
 * A button opening a centred dialog: a title, a text or child nodes (a container), and 确定/取消.
 * 确定 spins while onOk runs and closes the dialog when it is done.
 */
export default function Dialog({ props, path, children }: WidgetProps<DialogProps>): ReactNode {
  const page = usePageActions();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);

  const ok = async (): Promise<void> => {
    if (running) return;
    setRunning(true);
    try {
      await page.run(props.onOk, {}, `${path}/onOk`);
    } finally {
      setRunning(false);
      setOpen(false);
    }
  };
  const cancel = (): void => {
    if (running) return;
    setOpen(false);
    if (props.onCancel?.length) void page.run(props.onCancel, {}, `${path}/onCancel`);
  };

  return (
    <>
      <ActionButton className="w-dialog__trigger" text={props.text} variant={props.variant} block={props.block} path={path} onPress={() => setOpen(true)} />
      <Modal
        open={open}
        centered
        width="min(86vw, 420px)"
        rootClassName="w-dialog"
        title={props.title ?? '提示'}
        okText={props.okText ?? '确定'}
        cancelText={props.cancelText ?? '取消'}
        cancelButtonProps={props.showCancel === false ? { style: { display: 'none' } } : { disabled: running }}
        confirmLoading={running}
        maskClosable={!running}
        closable={false}
        onOk={() => void ok()}
        onCancel={cancel}
        destroyOnHidden
      >
        {props.content ? <p className="w-dialog__content">{props.content}</p> : null}
        {children}
      </Modal>
    </>
  );
}
