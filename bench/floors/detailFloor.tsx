/**
 * The customer detail page (schemas/pages/customer-info/customerInfo-detail.json as it opens: the
 * "基本信息" tab), written by hand in React with the same markup classes, CSS and antd components as
 * its widgets (Stack, CustomerCard, Section, StatGrid, Tabs, CellGroup, Tags, Descriptions,
 * ButtonBar, Button): no schema, expressions, data-source layer or widget registry. It asks for
 * the three calls the open tab needs, all at once on mount, and shows the same skeletons while
 * they load. Two floors mount it: detail-react.tsx (fetch, nothing else) and detail-guarded.tsx
 * (the app's guard and request layer first).
 *
 * Keep it in step with the page under test (bench/lib/config.ts DETAIL): when the page's first
 * screen changes, this file changes with it, or the ratio compares different pages.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Skeleton, Tag } from 'antd';
import { IdcardOutlined, MobileOutlined, RightOutlined } from '@ant-design/icons';
import { AppLayout } from '@/shell/AppLayout';
import { NavBar } from '@/shell/NavBar';
import { applyFormat, type DisplayFormat } from '@/core/format';
import { maskIdCard, maskPhone } from '@/lib';
import { dictLabel, type Dict } from '@/lib/dicts';
import gender from '../../schemas/dicts/customer-gender.json';
import status from '../../schemas/dicts/customer-status.json';
import idType from '../../schemas/dicts/id-document-type.json';
import followUp from '../../schemas/dicts/follow-up-status.json';
import bindingSource from '../../schemas/dicts/binding-source.json';
import '@/shell/ViewStack.css';
import { PageSkeleton } from '@/react/PageStates';
import '@renderers/Stack/Stack.css';
import '@renderers/CustomerCard/CustomerCard.css';
import '@renderers/parts/cardKit.css';
import '@renderers/Section/Section.css';
import '@renderers/StatGrid/StatGrid.css';
import '@renderers/Tabs/Tabs.css';
import '@renderers/CellGroup/CellGroup.css';
import '@renderers/Tags/Tags.css';
import '@renderers/Descriptions/Descriptions.css';
import '@renderers/ButtonBar/ButtonBar.css';
import '@renderers/Button/Button.css';
import '@renderers/parts/sourceStates.css';

type Row = Record<string, unknown>;
const dicts: Record<string, Dict> = Object.fromEntries(([gender, status, idType, followUp, bindingSource] as Dict[]).map((d) => [d.name, d]));
const fmt = (value: unknown, format?: DisplayFormat): string => applyFormat(value, format, dicts);
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The three calls the open tab needs, by call id. */
export type DetailCall = 'weixinBaseInfoSearch' | 'weixinCustInsureDetail' | 'weixinCustPortraitDetail';
/** How a floor variant fetches one of them. */
export type DetailLoader = (api: DetailCall, params: Record<string, string>) => Promise<Row>;

function Section({ title, subtitle, extra, flush, children }: { title?: string; subtitle?: string; extra?: string; flush?: boolean; children: ReactNode }): ReactNode {
  return (
    <section className={`w-section ${flush ? 'w-section--flush' : 'w-section--padded'}`} aria-label={title}>
      {title ? (
        <div className="w-section__head">
          <h2 className="w-section__title">
            <span className="w-section__title-text">{title}</span>
            {subtitle ? <span className="w-section__subtitle">{subtitle}</span> : null}
          </h2>
          {extra ? (
            <button type="button" className="w-section__extra w-section__extra--link">
              {extra}
              <RightOutlined aria-hidden />
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={`w-section__body${title ? '' : ' w-section__body--headless'}`}>{children}</div>
    </section>
  );
}

function Loading({ rows = 3 }: { rows?: number }): ReactNode {
  return (
    <div className="w-source-loading" aria-busy="true" aria-label="加载中">
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

function Cells({ items }: { items: Array<{ label: string; value: unknown; format?: DisplayFormat; hideEmpty?: boolean }> }): ReactNode {
  return (
    <div className="w-cellgroup">
      <div className="w-cellgroup__rows">
        {items
          .filter((i) => !i.hideEmpty || Boolean(i.value))
          .map((i) => (
            <div key={i.label} className="w-cellgroup__cell">
              <span className="w-cellgroup__label" style={{ flexBasis: '1.6rem' }}>
                {i.label}
              </span>
              <span className="w-cellgroup__value">{fmt(i.value, i.format)}</span>
            </div>
          ))}
      </div>
    </div>
  );
}

const TABS = [
  ['basic', '基本信息'],
  ['policy', '保单'],
  ['car', '车辆'],
  ['remind', '提醒'],
  ['complaint', '投诉'],
] as const;
const STATUS_TONES: Record<string, string> = { '01': 'success', '02': 'processing', '03': 'warning' };

/** The page, hand-written; `load` fetches its data (detail-react.tsx: fetch; detail-guarded.tsx: the app's guard and request layer). */
export function DetailFloor({ load }: { load: DetailLoader }): ReactNode {
  const query = new URLSearchParams(window.location.search);
  const params = { custId: query.get('custId') ?? '', encryptCustId: query.get('encryptCustId') ?? '' };
  const [basic, setBasic] = useState<Row | null>(null);
  const [summary, setSummary] = useState<Row | null>(null);
  const [portrait, setPortrait] = useState<Row | null>(null);
  const [tab, setTab] = useState('basic');
  useEffect(() => {
    void load('weixinBaseInfoSearch', params).then(setBasic);
    void load('weixinCustInsureDetail', params).then(setSummary);
    void load('weixinCustPortraitDetail', params).then(setPortrait);
    // Loaded once per mount, like the page's sources for a fixed query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  let body: ReactNode;
  if (!basic) {
    // The runtime's own page skeleton, as the page shows it while its blocking source loads.
    body = <PageSkeleton />;
  } else {
    const name = str(basic.custName) || '未命名客户';
    const statusCode = str(basic.custStatus);
    const tags = (Array.isArray(basic.labels) ? (basic.labels as unknown[]) : []).filter((t): t is string => typeof t === 'string' && Boolean(t));
    const portraitTags = Array.isArray(portrait?.tags) ? (portrait.tags as Row[]).map((t) => str(t.name)).filter(Boolean) : [];
    const bound = basic.bindFlag === '1';
    body = (
      <>
        <div className="w-stack w-stack--vertical" style={{ gap: '0.24rem', padding: '0.24rem' }}>
          <article className="w-customer-card">
            <div className="w-customer-card__main">
              <span className="w-customer-card__avatar" aria-hidden>
                {basic.avatar ? <img src={str(basic.avatar)} alt="" loading="lazy" /> : Array.from(name)[0]}
              </span>
              <div className="w-customer-card__body">
                <div className="w-customer-card__head">
                  <span className="w-customer-card__name">{name}</span>
                  <span className="w-customer-card__meta">{[dictLabel(dicts['customer-gender'], str(basic.gender)), basic.age ? `${str(basic.age)}岁` : ''].filter(Boolean).join(' · ')}</span>
                  {statusCode ? (
                    <Tag bordered={false} color={STATUS_TONES[statusCode] ?? 'default'} className="w-card-status">
                      {dictLabel(dicts['customer-status'], statusCode) || statusCode}
                    </Tag>
                  ) : null}
                </div>
                <div className="w-customer-card__ids">
                  <span className="w-customer-card__id">
                    <MobileOutlined aria-label="手机" /> {maskPhone(str(basic.mobile))}
                  </span>
                  <span className="w-customer-card__id">
                    <IdcardOutlined aria-label="证件" /> {maskIdCard(str(basic.certificateNo))}
                  </span>
                </div>
                <div className="w-customer-card__foot">
                  <div className="w-customer-card__tags">
                    {tags.slice(0, 3).map((t) => (
                      <span className="w-customer-card__tag" key={t}>
                        {t}
                      </span>
                    ))}
                    {tags.length > 3 ? <span className="w-customer-card__tag w-customer-card__tag--more">+{tags.length - 3}</span> : null}
                  </div>
                  <span className={`w-customer-card__bind w-customer-card__bind--${bound ? 'on' : 'off'}`}>{bound ? '已绑定' : '未绑定'}</span>
                </div>
              </div>
            </div>
          </article>
          <Section flush>
            {summary ? (
              <div className="w-statgrid w-statgrid--4">
                {[
                  ['有效保单', fmt(summary.validPolicyCount), '张'],
                  ['有效保费', fmt(summary.totalPremium, { money: 0 }), '元'],
                  ['车辆', fmt(basic.carCount), '辆'],
                  ['理赔', fmt(summary.claimCount), '次'],
                ].map(([label, value, unit]) => {
                  const body = (
                    <>
                      <span className="w-statgrid__value">
                        {value}
                        <small className="w-statgrid__unit">{unit}</small>
                      </span>
                      <span className="w-statgrid__label">{label}</span>
                    </>
                  );
                  // 理赔 opens the customer's claims (more-claim-info), as on the page.
                  return label === '理赔' ? (
                    <button key={label} type="button" className="w-statgrid__cell w-statgrid__cell--clickable">
                      {body}
                    </button>
                  ) : (
                    <div key={label} className="w-statgrid__cell">
                      {body}
                    </div>
                  );
                })}
              </div>
            ) : (
              <Loading />
            )}
          </Section>
        </div>
        <div className="w-tabs w-tabs--sticky w-tabs--scroll">
          <div className="w-tabs__bar" role="tablist">
            {TABS.map(([key, label]) => (
              <button key={key} type="button" role="tab" data-key={key} aria-selected={key === tab} tabIndex={key === tab ? 0 : -1} className={`w-tabs__tab${key === tab ? ' w-tabs__tab--active' : ''}`} onClick={() => setTab(key)}>
                <span className="w-tabs__label">{label}</span>
              </button>
            ))}
          </div>
        </div>
        <div className="w-stack w-stack--vertical" style={{ gap: '0' }}>
          <Section title="基本信息" extra="更多信息">
            <Cells
              items={[
                { label: '客户姓名', value: basic.custName },
                { label: '性别', value: basic.gender, format: { dict: 'customer-gender' } },
                { label: '出生日期', value: basic.birthday, format: 'date' },
                { label: '证件类型', value: basic.idType, format: { dict: 'id-document-type' } },
                { label: '证件号码', value: basic.certificateNo, format: 'maskIdCard' },
                { label: '手机号码', value: basic.mobile, format: 'maskPhone' },
                { label: '职业', value: basic.occupation },
                { label: '联系地址', value: basic.address },
              ]}
            />
          </Section>
          <Section title="服务信息">
            <Cells
              items={[
                { label: '客户状态', value: basic.custStatus, format: { dict: 'customer-status' } },
                { label: '跟进状态', value: basic.followStatus, format: { dict: 'follow-up-status' } },
                { label: '跟进备注', value: basic.followRemark, hideEmpty: true },
                { label: '绑定来源', value: basic.bindSource, format: { dict: 'binding-source' } },
                { label: '归属机构', value: basic.comName },
                { label: '客户经理', value: basic.managerName },
                { label: '备注', value: basic.remark, hideEmpty: true },
              ]}
            />
          </Section>
          <Section title="客户画像" subtitle={portrait?.valueScore ? `价值评分 ${str(portrait.valueScore)}` : ''} extra="完整画像">
            <div className="w-stack w-stack--vertical" style={{ gap: '0.24rem' }}>
              {portraitTags.length ? (
                <ul className="w-tags" aria-label="标签">
                  {portraitTags.slice(0, 8).map((t, i) => (
                    <li key={i} className="w-tags__item">
                      <Tag bordered={false} color="red" className="w-tags__tag">
                        {t}
                      </Tag>
                    </li>
                  ))}
                  {portraitTags.length > 8 ? (
                    <li className="w-tags__item">
                      <button type="button" className="w-tags__more">
                        +{portraitTags.length - 8}
                      </button>
                    </li>
                  ) : null}
                </ul>
              ) : null}
              <div className="w-descriptions w-descriptions--vertical">
                {portrait ? (
                  <dl className="w-descriptions__grid w-descriptions__grid--2">
                    {[
                      ['偏好渠道', portrait.preferChannel],
                      ['风险偏好', portrait.riskPreference],
                      ['家庭结构', portrait.familyStructure],
                      ['续保意向', portrait.renewalIntention],
                    ].map(([label, value]) => (
                      <div key={str(label)} className="w-descriptions__item">
                        <dt className="w-descriptions__label">{str(label)}</dt>
                        <dd className="w-descriptions__value">{fmt(value)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <Loading />
                )}
              </div>
            </div>
          </Section>
        </div>
        <div className="w-buttonbar__placeholder" aria-hidden />
        <div className="w-buttonbar w-buttonbar--horizontal w-buttonbar--fixed" role="group" aria-label="页面操作">
          <div className="w-buttonbar__actions">
            <Button className="w-button w-button--middle">全部保单</Button>
            <Button className="w-button w-button--middle">预约服务</Button>
            {bound ? null : (
              <Button type="primary" className="w-button w-button--middle">
                绑定客户
              </Button>
            )}
          </div>
        </div>
      </>
    );
  }

  return (
    <AppLayout>
      <div className="shell-stack">
        <div className="shell-view">
          <div className="shell-view__scroller">
            <NavBar title="客户详情" show fixed border placeholder leftArrow zIndex={100} onBack={() => window.history.back()} />
            <div className="rt-page">{body}</div>
          </div>
        </div>
      </div>
    </AppLayout>
  );
}

