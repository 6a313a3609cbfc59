import type { ReactNode } from 'react';
import { Button, Drawer, Modal } from 'antd';
import { closeDialog, useDialogRequest } from './dialogs';
import './DialogHost.css';

/** The confirm dialog or action sheet an action asked for (loaded on the first request). */
export default function Dialogs(): ReactNode {
  const req = useDialogRequest();
  if (!req) return null;
  if (req.kind === 'confirm') {
    const done = (ok: boolean): void => {
      closeDialog();
      req.resolve(ok);
    };
    return (
      <Modal
        open
        centered
        width="min(86vw, 420px)"
        title={req.options.title ?? '提示'}
        okText={req.options.okText ?? '确定'}
        cancelText={req.options.cancelText ?? '取消'}
        onOk={() => done(true)}
        onCancel={() => done(false)}
        maskClosable={false}
      >
        {req.options.content}
      </Modal>
    );
  }
  const pick = (i: number | null): void => {
    closeDialog();
    req.resolve(i);
  };
  return (
    <Drawer
      open
      placement="bottom"
      height="auto"
      closable={false}
      title={req.title}
      onClose={() => pick(null)}
      rootClassName="rt-sheet"
      styles={{ body: { padding: 0 } }}
    >
      {req.options.map((o, i) => (
        <Button key={o.label} type="text" block danger={o.danger} className="rt-sheet__item" onClick={() => pick(i)}>
          {o.label}
        </Button>
      ))}
      <div className="rt-sheet__gap" />
      <Button type="text" block className="rt-sheet__item" onClick={() => pick(null)}>
        取消
      </Button>
    </Drawer>
  );
}
