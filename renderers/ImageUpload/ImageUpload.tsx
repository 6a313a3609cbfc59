import { useCallback, type ReactNode } from 'react';
import { type WidgetProps, usePageActions, useRuntime, getIn } from '@/widget-kit';
import { useNodeActions } from '@renderers/parts/cardKit';
import { ImageUploader, type UploadItem } from './ImageUploader';
import type { ImageUploadProps } from '@renderers/props.generated';

export type { ImageUploadProps };

/**
 * Pick or take photos, preview them, upload each through a multipart call and keep the answers in
 * page state (`stateKey`: one answer, or an array when maxCount > 1).
 */
export default function ImageUpload({ props, path }: WidgetProps<ImageUploadProps>): ReactNode {
  const page = usePageActions();
  const rt = useRuntime();
  const runActions = useNodeActions(path);
  const { api = 'uploadAttachment', params, fileField = 'file', stateKey, valuePath, onUploaded } = props;
  const maxCount = props.maxCount ?? 1;

  const upload = useCallback((file: File) => rt.request(api, { ...params, [fileField]: file }), [rt, api, params, fileField]);
  const { setState } = page;
  const onChange = useCallback(
    (items: UploadItem[]) => {
      if (!stateKey) return;
      const answers = items.filter((x) => x.status === 'done').map((x) => (valuePath ? getIn(x.answer, valuePath) : x.answer));
      setState({ [stateKey]: maxCount === 1 ? (answers[0] ?? null) : answers });
    },
    [setState, stateKey, valuePath, maxCount],
  );

  return (
    <div className={`w-image-upload__panel${props.className ? ` ${props.className}` : ''}`}>
      <ImageUploader
        upload={upload}
        maxCount={maxCount}
        maxSizeMb={props.maxSizeMb ?? 10}
        capture={props.capture}
        label={props.label ?? (maxCount > 1 ? '上传图片' : '拍照/上传')}
        tip={props.tip}
        disabled={props.disabled}
        onMessage={(text) => rt.toast(text, 'warning')}
        onChange={onChange}
        onUploaded={(item) => runActions(onUploaded, 'onUploaded', { result: item.answer })}
      />
    </div>
  );
}
