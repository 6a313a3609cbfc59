import type { ReactNode } from 'react';
import { IdcardOutlined, MobileOutlined, RightOutlined } from '@ant-design/icons';
import { type WidgetProps, useRuntime, maskIdCard, maskPhone, dictLabel } from '@/widget-kit';
import { CardMain, StatusTag, str, toneOf, useNodeActions, type Tone } from '@renderers/parts/cardKit';
import './CustomerCard.css';
import type { CustomerCardProps } from '@renderers/props.generated';

export type { CustomerCardProps };

/** Tones of the customer-status dictionary: 01 insured, 02 potential, 03 lapsed. */
const STATUS_TONES: Record<string, Tone> = { '01': 'success', '02': 'processing', '03': 'warning' };

/** A customer at a glance: name, gender and age, masked phone and ID, tags, status, binding. */
export default function CustomerCard({ props, path }: WidgetProps<CustomerCardProps>): ReactNode {
  const { dicts } = useRuntime();
  const runActions = useNodeActions(path);
  const genderDict = dicts[props.genderDict ?? 'customer-gender'];
  const statusDict = dicts[props.statusDict ?? 'customer-status'];
  const gender = props.gender === null || props.gender === undefined || props.gender === '' ? '' : genderDict ? dictLabel(genderDict, props.gender) : str(props.gender);
  const age = str(props.age);
  const meta = [gender, age ? `${age}岁` : ''].filter(Boolean).join(' · ');
  const status = str(props.status);
  const statusText = status ? (statusDict ? dictLabel(statusDict, status) || status : status) : '';
  const tone = toneOf(props.statusTone, STATUS_TONES[status] ?? 'default');
  const tags = (props.tags ?? []).filter((t) => typeof t === 'string' && t);
  const maxTags = props.maxTags ?? 3;
  const onClick = props.onClick?.length ? () => runActions(props.onClick, 'onClick') : undefined;
  const name = str(props.name) || '未命名客户';

  return (
    <article className={`w-customer-card${props.className ? ` ${props.className}` : ''}`}>
      <CardMain className="w-customer-card__main" onClick={onClick} label={`客户 ${name}`}>
        <span className="w-customer-card__avatar" aria-hidden>
          {props.avatar ? <img src={props.avatar} alt="" loading="lazy" /> : Array.from(name)[0]}
        </span>
        <div className="w-customer-card__body">
          <div className="w-customer-card__head">
            <span className="w-customer-card__name">{name}</span>
            {meta ? <span className="w-customer-card__meta">{meta}</span> : null}
            <StatusTag text={statusText} tone={tone} />
          </div>
          {props.phone || props.idNo ? (
            <div className="w-customer-card__ids">
              {props.phone ? (
                <span className="w-customer-card__id">
                  <MobileOutlined aria-label="手机" /> {maskPhone(str(props.phone))}
                </span>
              ) : null}
              {props.idNo ? (
                <span className="w-customer-card__id">
                  <IdcardOutlined aria-label="证件" /> {maskIdCard(str(props.idNo))}
                </span>
              ) : null}
            </div>
          ) : null}
          {tags.length || typeof props.bound === 'boolean' ? (
            <div className="w-customer-card__foot">
              <div className="w-customer-card__tags">
                {tags.slice(0, maxTags).map((t) => (
                  <span className="w-customer-card__tag" key={t}>
                    {t}
                  </span>
                ))}
                {tags.length > maxTags ? <span className="w-customer-card__tag w-customer-card__tag--more">+{tags.length - maxTags}</span> : null}
              </div>
              {typeof props.bound === 'boolean' ? (
                <span className={`w-customer-card__bind w-customer-card__bind--${props.bound ? 'on' : 'off'}`}>{props.bound ? '已绑定' : '未绑定'}</span>
              ) : null}
            </div>
          ) : null}
        </div>
        {onClick ? <RightOutlined className="w-customer-card__arrow" aria-hidden /> : null}
      </CardMain>
    </article>
  );
}
