import type { ReactNode } from 'react';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { SvgIcon } from './SvgIcon';
import { notifyStore, type NotifyType } from './notify';
import { useStore } from '@/lib/store';
import { toastStore, type ToastType } from './toast';
import './tokens.css';
import './Notify.css';

/** Props of {@link NotifyBar}. */
export interface NotifyBarProps {
  type: NotifyType;
  message: string;
}

/**
 * The notification bar: full column width, at the top, coloured by type. Danger and warning are
 * announced at once (role alert), the others politely (role status).
 */
export function NotifyBar({ type, message }: NotifyBarProps): ReactNode {
  const urgent = type === 'danger' || type === 'warning';
  return (
    <div className={`shell-notify shell-capped-fixed shell-notify--${type}`} role={urgent ? 'alert' : 'status'}>
      {message}
    </div>
  );
}

/** Props of {@link ToastBox}. */
export interface ToastBoxProps {
  type: ToastType;
  message: string;
}

function ToastIcon({ type }: { type: ToastType }): ReactNode {
  switch (type) {
    case 'success':
      return <SvgIcon icon={CheckCircleOutlined} className="shell-toast__icon" aria-hidden />;
    case 'error':
      return <SvgIcon icon={CloseCircleOutlined} className="shell-toast__icon" aria-hidden />;
    case 'warning':
      return <SvgIcon icon={ExclamationCircleOutlined} className="shell-toast__icon" aria-hidden />;
    case 'loading':
      return <SvgIcon icon={LoadingOutlined} className="shell-toast__icon" spin aria-hidden />;
    default:
      return null;
  }
}

/** The toast: a dark box centred in the column, with an icon for non-info types. */
export function ToastBox({ type, message }: ToastBoxProps): ReactNode {
  return (
    <div className="shell-toast-layer shell-capped-fixed">
      <div className={`shell-toast shell-toast--${type}`} role="status">
        <ToastIcon type={type} />
        <span className="shell-toast__text">{message}</span>
      </div>
    </div>
  );
}

/** Renders the notifications of notify() and the toasts of toast(). Mount once, inside {@link AppLayout}. */
export function NotifyHost(): ReactNode {
  const bar = useStore(notifyStore);
  const box = useStore(toastStore);
  return (
    <>
      {/* Keyed by id: a new notification re-runs its entrance and is re-announced. */}
      {bar ? <NotifyBar key={bar.id} type={bar.type} message={bar.message} /> : null}
      {box ? <ToastBox key={box.id} type={box.type} message={box.message} /> : null}
    </>
  );
}
