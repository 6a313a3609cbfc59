/**
 * The FormItem decorator of our forms. Formily's FormItem (@formily/antd-v5) costs about half of a
 * field's mount on a slow phone: per field it registers the form-item style with antd's CSS-in-JS
 * (a token lookup and a style-cache effect that scans the document's <style> elements), measures
 * its label in an animation frame (two forced layouts) to show a tooltip when it overflows, and
 * wraps the item in two components of `connect`/`mapProps` plus a reactive observer.
 *
 * Inside {@link FormItemScope} (the Form widget), a field whose decorator props are plain (label,
 * asterisk, extra, feedback text and status, layout, class and style) renders through
 * {@link PlainFormItem}: the same markup and class names as Formily's BaseItem, with the same field
 * state (Formily's mapProps for FormItem, below), one observer, the style registered once per
 * form by {@link FormItemScope}, and no label measurement (labels wrap in our forms, so they never
 * overflow). Any other field, or a form outside a scope, gets Formily's FormItem unchanged.
 */
import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { isVoidField, type GeneralField } from '@formily/core';
import { observer, useField } from '@formily/react';
// Deep imports: the package index would bring every component of @formily/antd-v5 along.
import { FormItem as FormilyFormItem } from '@formily/antd-v5/esm/form-item';
import useFormItemStyle from '@formily/antd-v5/esm/form-item/style';
import { FormLayoutDeepContext, FormLayoutShallowContext, type IFormLayoutContext } from '@formily/antd-v5/esm/form-layout';

type FeedbackStatus = 'error' | 'warning' | 'success' | 'validating' | 'pending';

/** The decorator props {@link PlainFormItem} renders as Formily's BaseItem does. */
export interface PlainFormItemProps extends IFormLayoutContext {
  label?: ReactNode;
  asterisk?: boolean;
  extra?: ReactNode;
  feedbackText?: ReactNode;
  feedbackStatus?: FeedbackStatus;
  labelStyle?: CSSProperties;
  wrapperStyle?: CSSProperties;
  children?: ReactNode;
}

/** Decorator props rendered as Formily's BaseItem does (any other, e.g. tooltip or addonBefore, needs it). */
const PLAIN_PROPS = new Set<string>(['label', 'asterisk', 'extra', 'feedbackText', 'feedbackStatus', 'labelStyle', 'wrapperStyle', 'className', 'style', 'colon', 'labelAlign', 'wrapperAlign', 'labelWrap', 'labelWidth', 'wrapperWidth', 'wrapperWrap', 'labelCol', 'wrapperCol', 'fullness', 'size', 'layout', 'bordered', 'feedbackLayout', 'children']);

interface Scope {
  prefixCls: string;
  hashId: string;
}

const ScopeContext = createContext<Scope | null>(null);

/** Registers Formily's form-item style once for the fields below, which may then render as {@link PlainFormItem}. */
export function FormItemScope({ children }: { children?: ReactNode }): ReactNode {
  const prefixCls = useContext(ConfigProvider.ConfigContext).getPrefixCls('formily-item');
  const [, hashId] = useFormItemStyle(prefixCls);
  const scope = useMemo(() => ({ prefixCls, hashId }), [prefixCls, hashId]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** Whether a field with these decorator props, in this layout, renders as {@link PlainFormItem}. */
function isPlain(props: Record<string, unknown>, layout: IFormLayoutContext): boolean {
  for (const key of Object.keys(props)) if (!PLAIN_PROPS.has(key) && !key.includes('data-')) return false;
  const merged: Record<string, unknown> = { ...layout, ...props };
  // A label that does not wrap is measured, to show a tooltip when it overflows; an inset layout
  // and popover feedback have markup of their own.
  return !!merged.labelWrap && !merged.inset && merged.feedbackLayout !== 'popover';
}

const cls = (...names: Array<string | false | null | undefined>): string => names.filter(Boolean).join(' ');

/** Messages joined by ', ' (Formily's FormItem shows them so). */
function joined(messages: unknown[]): ReactNode[] | undefined {
  const texts = messages.filter((m): m is ReactNode => !!m) as ReactNode[];
  if (!texts.length) return undefined;
  return texts.flatMap((text, i) => (i < texts.length - 1 ? [text, ', '] : [text]));
}

/** The field state Formily's FormItem shows (its mapProps), for the field this item decorates. */
function fieldState(field: GeneralField | undefined, props: PlainFormItemProps): Pick<PlainFormItemProps, 'label' | 'asterisk' | 'extra' | 'feedbackText' | 'feedbackStatus'> {
  if (!field) return props;
  if (isVoidField(field)) return { label: field.title || props.label, asterisk: props.asterisk, extra: props.extra || field.description };
  const feedbackStatus = field.validating ? 'pending' : ((field.decoratorProps as PlainFormItemProps).feedbackStatus ?? field.validateStatus);
  const feedbackText = field.validating
    ? undefined
    : (props.feedbackText || joined(field.selfErrors) || joined(field.selfWarnings) || joined(field.selfSuccesses));
  return {
    label: props.label || field.title,
    feedbackStatus: feedbackStatus || undefined,
    feedbackText,
    asterisk: 'asterisk' in props ? props.asterisk : field.required && field.pattern !== 'readPretty',
    extra: props.extra || field.description,
  };
}

const NO_SHALLOW_LAYOUT: IFormLayoutContext = {};

/** Formily's BaseItem markup for plain props: see the module comment. */
const PlainFormItem = observer(function PlainFormItem(props: PlainFormItemProps & { scope: Scope; formLayout: IFormLayoutContext }): ReactNode {
  const { scope, formLayout, children, ...own } = props;
  const field = useField();
  const { label, asterisk, extra, feedbackText, feedbackStatus } = fieldState(field, own);
  const p = scope.prefixCls;
  const merged = { ...formLayout, ...own };
  const layout = merged.layout ?? 'horizontal';
  const labelAlign = layout === 'vertical' ? (own.labelAlign ?? 'left') : (merged.labelAlign ?? 'right');
  const wrapperAlign = merged.wrapperAlign ?? 'left';
  const feedbackLayout = merged.feedbackLayout ?? 'loose';
  const colon = merged.colon ?? true;
  const labelStyle: CSSProperties = { ...own.labelStyle };
  const wrapperStyle: CSSProperties = { ...own.wrapperStyle };
  // A width of 'auto' (as Formily allows) sets none.
  const width = (w: unknown): CSSProperties['width'] => (w === 'auto' ? undefined : (w as CSSProperties['width']));
  if (merged.labelWidth) {
    labelStyle.width = width(merged.labelWidth);
    labelStyle.maxWidth = labelStyle.width;
  }
  if (merged.wrapperWidth) {
    wrapperStyle.width = width(merged.wrapperWidth);
    wrapperStyle.maxWidth = wrapperStyle.width;
  }
  const enableCol = !!(merged.labelCol || merged.wrapperCol) && !labelStyle.width && !wrapperStyle.width && layout !== 'vertical';
  const dataProps = Object.fromEntries(Object.entries(own).filter(([key]) => key.includes('data-')));
  return (
    <div
      {...dataProps}
      style={own.style}
      className={cls(
        own.className,
        p,
        `${p}-layout-${layout}`,
        !!feedbackStatus && `${p}-${feedbackStatus}`,
        !!feedbackText && `${p}-feedback-has-text`,
        !!merged.size && `${p}-size-${merged.size}`,
        `${p}-feedback-layout-${feedbackLayout}`,
        !!merged.fullness && `${p}-fullness`,
        `${p}-label-align-${labelAlign}`,
        `${p}-control-align-${wrapperAlign}`,
        !!merged.labelWrap && `${p}-label-wrap`,
        !!merged.wrapperWrap && `${p}-control-wrap`,
        merged.bordered === false && `${p}-bordered-none`,
        scope.hashId,
      )}
    >
      {label ? (
        <div className={cls(`${p}-label`, enableCol && !!merged.labelCol && `${p}-item-col-${merged.labelCol}`)} style={labelStyle}>
          <div className={`${p}-label-content`}>
            <span>
              {asterisk ? <span className={`${p}-asterisk`}>*</span> : null}
              <label>{label}</label>
            </span>
          </div>
          {label !== ' ' ? <span className={`${p}-colon`}>{colon ? ':' : ''}</span> : null}
        </div>
      ) : null}
      <div className={cls(`${p}-control`, enableCol && !!merged.wrapperCol && !!label && `${p}-item-col-${merged.wrapperCol}`)}>
        <div className={`${p}-control-content`}>
          <div style={wrapperStyle} className={`${p}-control-content-component`}>
            <FormLayoutShallowContext.Provider value={NO_SHALLOW_LAYOUT}>{children}</FormLayoutShallowContext.Provider>
          </div>
        </div>
        {feedbackText && feedbackLayout !== 'none' ? (
          <div className={cls(!!feedbackStatus && `${p}-${feedbackStatus}-help`, `${p}-help`, `${p}-help-enter`, `${p}-help-enter-active`)}>{feedbackText}</div>
        ) : null}
        {extra ? <div className={`${p}-extra`}>{extra}</div> : null}
      </div>
    </div>
  );
});

/** The decorator registered as FormItem: {@link PlainFormItem} where it can, else Formily's FormItem. */
export function FormItem(props: PlainFormItemProps & Record<string, unknown>): ReactNode {
  const scope = useContext(ScopeContext);
  const deep = useContext(FormLayoutDeepContext);
  const shallow = useContext(FormLayoutShallowContext);
  const layout = shallow ? { ...deep, ...shallow } : deep;
  if (scope && isPlain(props, layout)) return <PlainFormItem {...props} scope={scope} formLayout={layout} />;
  return <FormilyFormItem {...props} />;
}
