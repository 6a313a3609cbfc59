import { useContext, type MouseEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { type WidgetProps, ExtraScopeContext, usePage, useRuntime, resolveValue, type ActionSchema, formatDateTime, formatMoney, dictLabel } from '@/widget-kit';
import { CardMain, StatusTag, str, toneOf, useNodeActions } from '@renderers/parts/cardKit';
import { PlateBadge } from '@renderers/CarCard/PlateBadge';
import './PolicyCard.css';
import type { PolicyCardProps } from '@renderers/props.generated';

/** A button of the card's footer. `text`, `visible` and `disabled` may be expressions (item in scope). */
export interface PolicyCardButton {
  text: string;
  actions: ActionSchema[];
  type?: 'primary' | 'default';
  visible?: boolean | string;
  disabled?: boolean | string;
}

export type { PolicyCardProps };

const day = (v: string | number | null | undefined): string => formatDateTime(v ?? null, 'YYYY-MM-DD');

/** A policy: number, product, insured period, premium, status, plate for vehicle policies, action buttons. */
export default function PolicyCard({ props, path }: WidgetProps<PolicyCardProps>): ReactNode {
  const page = usePage();
  const extra = useContext(ExtraScopeContext);
  const { dicts } = useRuntime();
  const runActions = useNodeActions(path);
  const kindDict = dicts[props.kindDict ?? 'vehicle-insurance-kind'];
  const kindLabel = props.kind ? (kindDict ? dictLabel(kindDict, props.kind) : '') || str(props.kind) : '';
  const title = str(props.productName) || kindLabel || '保单';
  const statusDict = props.statusDict ? dicts[props.statusDict] : undefined;
  const statusText = str(props.statusText) || (statusDict && props.status !== undefined ? dictLabel(statusDict, str(props.status)) : '') || str(props.status);
  const period = [day(props.startDate), day(props.endDate)];
  const premium = props.premium === null || props.premium === undefined || props.premium === '' ? '' : formatMoney(props.premium);
  const onClick = props.onClick?.length ? () => runActions(props.onClick, 'onClick') : undefined;

  // `actions` stays raw (it holds action lists); resolve each button's own fields with the row scope.
  const scope = { ...page.scope, ...extra };
  const buttons = (props.actions ?? [])
    .map((b, i) => ({ ...b, i, text: str(resolveValue(b.text, scope)), visible: b.visible === undefined ? true : Boolean(resolveValue(b.visible, scope)), disabled: Boolean(resolveValue(b.disabled ?? false, scope)) }))
    .filter((b) => b.visible && b.text);

  return (
    <article className={`w-policy-card${props.className ? ` ${props.className}` : ''}`}>
      <CardMain className="w-policy-card__main" onClick={onClick} label={`保单 ${str(props.policyNo)}`}>
        <div className="w-policy-card__head">
          <span className="w-policy-card__title">{title}</span>
          <StatusTag text={statusText} tone={toneOf(props.statusTone)} />
        </div>
        <dl className="w-policy-card__facts">
          <div>
            <dt>保单号</dt>
            <dd className="w-policy-card__no">{str(props.policyNo)}</dd>
          </div>
          {props.insuredName ? (
            <div>
              <dt>被保险人</dt>
              <dd>{props.insuredName}</dd>
            </div>
          ) : null}
          {props.plate ? (
            <div>
              <dt>车牌号</dt>
              <dd>
                <PlateBadge plate={props.plate} size="sm" />
              </dd>
            </div>
          ) : null}
          {period[0] || period[1] ? (
            <div>
              <dt>保险期间</dt>
              <dd>{`${period[0] || '—'} 至 ${period[1] || '—'}`}</dd>
            </div>
          ) : null}
          {premium ? (
            <div>
              <dt>保费</dt>
              <dd className="w-policy-card__premium">¥{premium}</dd>
            </div>
          ) : null}
        </dl>
      </CardMain>
      {buttons.length ? (
        <div className="w-policy-card__actions">
          {buttons.map((b) => (
            <Button
              key={b.i}
              type={b.type === 'primary' ? 'primary' : 'default'}
              ghost={b.type === 'primary'}
              disabled={b.disabled}
              onClick={(e: MouseEvent) => {
                // A card inside a clickable List row: the button is not a row tap.
                e.stopPropagation();
                runActions(b.actions, `actions/${b.i}/actions`);
              }}
            >
              {b.text}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
