import { useId, useState, type ReactNode } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { type WidgetProps, usePageActions, SvgIcon } from '@/widget-kit';
import './Section.css';
import type { SectionProps } from '@renderers/props.generated';

export type { SectionProps };

/** A white card section: title with a red accent, an extra text or link, optional collapsing. */
export default function Section({ props, path, children }: WidgetProps<SectionProps>): ReactNode {
  const page = usePageActions();
  const bodyId = useId();
  const collapsible = Boolean(props.collapsible);
  const [collapsed, setCollapsed] = useState(collapsible && Boolean(props.defaultCollapsed));
  const onExtra = props.onExtra?.length ? () => void page.run(props.onExtra, {}, `${path}/onExtra`) : undefined;
  const hasHead = Boolean(props.title || props.extra || collapsible);

  const titleText = (
    <>
      <span className="w-section__title-text">{props.title}</span>
      {props.subtitle ? <span className="w-section__subtitle">{props.subtitle}</span> : null}
    </>
  );
  const cls = ['w-section', props.padding === false ? 'w-section--flush' : 'w-section--padded', collapsed ? 'w-section--collapsed' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <section className={cls} aria-label={props.title || undefined}>
      {hasHead ? (
        <div className="w-section__head">
          <h2 className={`w-section__title${props.title ? '' : ' w-section__title--blank'}`}>
            {collapsible ? (
              <button
                type="button"
                className="w-section__toggle"
                aria-expanded={!collapsed}
                aria-controls={bodyId}
                onClick={() => setCollapsed((c) => !c)}
              >
                {titleText}
                <SvgIcon icon={DownOutlined} className="w-section__chevron" aria-hidden />
                <span className="shell-visually-hidden">{collapsed ? '展开' : '收起'}</span>
              </button>
            ) : (
              titleText
            )}
          </h2>
          {props.extra ? (
            onExtra ? (
              <button type="button" className="w-section__extra w-section__extra--link" onClick={onExtra}>
                {props.extra}
                <SvgIcon icon={RightOutlined} aria-hidden />
              </button>
            ) : (
              <span className="w-section__extra">{props.extra}</span>
            )
          ) : null}
        </div>
      ) : null}
      <div id={bodyId} className={`w-section__body${hasHead ? '' : ' w-section__body--headless'}`} hidden={collapsed}>
        {children}
      </div>
    </section>
  );
}
