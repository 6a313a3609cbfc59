import type { ReactNode } from 'react';
import { CarOutlined, RightOutlined } from '@ant-design/icons';
import { type WidgetProps, formatDateTime } from '@/widget-kit';
import { CardMain, StatusTag, str, useNodeActions } from '@renderers/parts/cardKit';
import { PlateBadge, normalisePlate } from './PlateBadge';
import { expiryOf, maskVin } from './expiry';
import './CarCard.css';
import type { CarCardProps } from '@renderers/props.generated';

export type { CarCardProps };

/** A customer's car: plate badge, brand and model, masked VIN, registration date and expiry countdown. */
export default function CarCard({ props, path }: WidgetProps<CarCardProps>): ReactNode {
  const runActions = useNodeActions(path);
  const onClick = props.onClick?.length ? () => runActions(props.onClick, 'onClick') : undefined;
  const title = [str(props.brand), str(props.model)].filter(Boolean).join(' ') || '未知车型';
  const expiry = expiryOf(props.expiryDate);
  const registered = formatDateTime(props.registerDate ?? null, 'YYYY-MM-DD');
  const expiryDay = formatDateTime(props.expiryDate ?? null, 'YYYY-MM-DD');
  const plate = normalisePlate(props.plate);

  return (
    <article className={`w-car-card${props.className ? ` ${props.className}` : ''}`}>
      <CardMain className="w-car-card__main" onClick={onClick} label={`车辆 ${plate || title}`}>
        <div className="w-car-card__head">
          <PlateBadge plate={props.plate} />
          {props.ownerName ? <span className="w-car-card__owner">{props.ownerName}</span> : null}
          {expiry ? <StatusTag text={expiry.text} tone={expiry.tone} /> : null}
        </div>
        <div className="w-car-card__model">
          <CarOutlined aria-hidden /> <span>{title}</span>
        </div>
        <dl className="w-car-card__facts">
          {props.vin ? (
            <div>
              <dt>车架号</dt>
              <dd>{maskVin(props.vin)}</dd>
            </div>
          ) : null}
          {registered ? (
            <div>
              <dt>初登日期</dt>
              <dd>{registered}</dd>
            </div>
          ) : null}
          {expiryDay ? (
            <div>
              <dt>{props.expiryLabel ?? '保险到期'}</dt>
              <dd>{expiryDay}</dd>
            </div>
          ) : null}
        </dl>
        {onClick ? <RightOutlined className="w-car-card__arrow" aria-hidden /> : null}
      </CardMain>
    </article>
  );
}
