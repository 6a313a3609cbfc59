import type { ReactNode } from 'react';
import { Empty } from 'antd';
import type { WidgetProps } from '@/widget-kit';
import { ActionButton } from '@renderers/Button/ActionButton';
import './EmptyState.css';
import type { EmptyStateProps } from '@renderers/props.generated';

export type { EmptyStateProps };

/** "Nothing here" with an illustration, Chinese text and an optional action (添加客户). */
export default function EmptyState({ props, path }: WidgetProps<EmptyStateProps>): ReactNode {
  const image =
    !props.image || props.image === 'default'
      ? Empty.PRESENTED_IMAGE_DEFAULT
      : props.image === 'simple'
        ? Empty.PRESENTED_IMAGE_SIMPLE
        : <img src={props.image} alt="" />;
  return (
    <div className="w-emptystate" role="status">
      <Empty
        image={image}
        description={
          <>
            <span className="w-emptystate__text">{props.text ?? '暂无数据'}</span>
            {props.description ? <span className="w-emptystate__desc">{props.description}</span> : null}
          </>
        }
      >
        {props.actionText ? (
          <ActionButton className="w-emptystate__action" text={props.actionText} variant="primary" actions={props.onAction} path={`${path}/onAction`} />
        ) : null}
      </Empty>
    </div>
  );
}
