import type { ReactNode } from 'react';
import { Result as AntResult } from 'antd';
import type { WidgetProps, ActionSchema } from '@/widget-kit';
import { ActionButton, type ButtonVariant } from '@renderers/Button/ActionButton';
import './Result.css';
import type { ResultProps } from '@renderers/props.generated';

export interface ResultButton {
  text: string;
  variant?: ButtonVariant;
  onClick?: ActionSchema[];
}

export type { ResultProps };

/** The outcome of an operation (提交成功, 审核不通过…) with a title, description and action buttons. */
export default function Result({ props, path }: WidgetProps<ResultProps>): ReactNode {
  const status = props.status ?? 'success';
  const buttons = Array.isArray(props.buttons) ? props.buttons : [];
  return (
    <div className={`w-result w-result--${status}`} role={status === 'error' ? 'alert' : 'status'}>
      <AntResult
        status={status}
        title={props.title}
        subTitle={props.description}
        extra={
          buttons.length ? (
            <div className="w-result__buttons">
              {buttons.map((b, i) => (
                <ActionButton
                  key={i}
                  className="w-result__button"
                  text={b.text}
                  variant={b.variant ?? (i === 0 ? 'primary' : 'default')}
                  block
                  actions={b.onClick}
                  path={`${path}/buttons/${i}/onClick`}
                />
              ))}
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
