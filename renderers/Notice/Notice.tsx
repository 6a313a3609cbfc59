import { useState, type ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { type WidgetProps, usePageActions } from '@/widget-kit';
import app from 'virtual:schema/app';
import './Notice.css';
import type { NoticeProps } from '@renderers/props.generated';

type Variant = 'info' | 'warning' | 'success' | 'error';

export type { NoticeProps };

const ICONS: Record<Variant, ReactNode> = {
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
};

const SAFETY_TIP_TITLE = '安全提示：';

/** A notice banner (the safety tip, a policy reminder): icon, text, optionally closable or tappable. */
export default function Notice({ props: given, path }: WidgetProps<NoticeProps>): ReactNode {
  const page = usePageActions();
  const [closed, setClosed] = useState(false);
  const props: NoticeProps = given.safetyTip ? { ...given, title: SAFETY_TIP_TITLE, text: app.safetyTip, variant: 'warning' } : given;
  if (closed || !props.text) return null;
  const variant = props.variant ?? 'warning';
  const onClick = props.onClick?.length ? () => void page.run(props.onClick, {}, `${path}/onClick`) : undefined;
  const close = (): void => {
    setClosed(true);
    if (props.onClose?.length) void page.run(props.onClose, {}, `${path}/onClose`);
  };
  const body = (
    <>
      {props.title ? <strong className="w-notice__title">{props.title}</strong> : null}
      <span className="w-notice__text">{props.text}</span>
    </>
  );
  return (
    <div className={`w-notice w-notice--${variant}`} role={variant === 'error' ? 'alert' : 'note'}>
      {props.icon === false ? null : <span className="w-notice__icon" aria-hidden>{ICONS[variant]}</span>}
      {onClick ? (
        <button type="button" className="w-notice__body w-notice__body--link" onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className="w-notice__body">{body}</div>
      )}
      {props.closable ? (
        <button type="button" className="w-notice__close" aria-label="关闭提示" onClick={close}>
          <CloseOutlined />
        </button>
      ) : null}
    </div>
  );
}
