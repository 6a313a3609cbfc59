import type { ReactNode } from 'react';
import { type WidgetProps, usePage, type ActionSchema } from '@/widget-kit';
import { ErrorBlock } from '@renderers/parts/SourceStatus';
import type { ErrorStateProps } from '@renderers/props.generated';

export type { ErrorStateProps };

const DEFAULT_TEXT = '加载失败，请稍后重试';
/** Without onRetry, 重试 refreshes the page's data sources. */
const REFRESH_ALL: ActionSchema[] = [{ action: 'refresh' }];

/**
 * An error message with 重试. Bound to a `source`, it shows only while that source has failed,
 * with the source's Chinese error text, and retries by refreshing it.
 */
export default function ErrorState({ props, path }: WidgetProps<ErrorStateProps>): ReactNode {
  const page = usePage();
  const handle = props.source ? page.source(props.source) : undefined;
  if (props.source && !handle) throw new Error(`unknown data source '${props.source}' (declare it under "data" of the page)`);
  if (handle && !handle.status.error) return null;
  const message = props.text || handle?.status.error || DEFAULT_TEXT;
  const retry = props.onRetry?.length
    ? () => page.run(props.onRetry, {}, `${path}/onRetry`)
    : handle
      ? () => handle.refresh()
      : () => page.run(REFRESH_ALL, {}, `${path}/onRetry`);
  return <ErrorBlock message={message} retryText={props.retryText} onRetry={props.showRetry === false ? undefined : retry} />;
}
