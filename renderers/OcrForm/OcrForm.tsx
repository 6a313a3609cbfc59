import { useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { type WidgetProps, ExtraScopeContext, usePage, useRuntime, getIn, userMessageOf } from '@/widget-kit';
import { useNodeActions } from '@renderers/parts/cardKit';
import { ImageUploader, type UploadItem } from '@renderers/ImageUpload/ImageUploader';
import { OcrConfirm } from './OcrConfirm';
import './OcrForm.css';
import type { OcrFormProps } from '@renderers/props.generated';

export type { OcrFormProps };

type Phase = { kind: 'pick' } | { kind: 'recognising'; photo: string } | { kind: 'failed'; photo: string; message: string } | { kind: 'confirm'; photo: string; values: Record<string, unknown> };

const asValues = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * Photo → upload → OCR call → the recognised fields in an editable form → onConfirm with the
 * confirmed values. Without `api` the photo goes straight to the OCR call (multipart).
 */
export default function OcrForm({ props, node, path }: WidgetProps<OcrFormProps>): ReactNode {
  const page = usePage();
  const extra = useContext(ExtraScopeContext);
  const rt = useRuntime();
  const runActions = useNodeActions(path);
  const [phase, setPhase] = useState<Phase>({ kind: 'pick' });
  const [round, setRound] = useState(0);
  const uploaded = useRef<unknown>(undefined);
  const { api, params, fileField = 'file', ocrApi, ocrParams, ocrParamKey = 'url', uploadValuePath, resultPath } = props;

  const toValues = useCallback((answer: unknown) => asValues(resultPath ? getIn(answer, resultPath) : answer), [resultPath]);
  const upload = useCallback(
    (file: File) => (api ? rt.request(api, { ...params, [fileField]: file }) : rt.request(ocrApi, { ...ocrParams, [fileField]: file })),
    [rt, api, params, fileField, ocrApi, ocrParams],
  );
  const recognise = useCallback(
    async (photo: string) => {
      setPhase({ kind: 'recognising', photo });
      const ref = uploadValuePath ? getIn(uploaded.current, uploadValuePath) : uploaded.current;
      try {
        const answer = await rt.request(ocrApi, { ...ocrParams, [ocrParamKey]: ref });
        setPhase({ kind: 'confirm', photo, values: toValues(answer) });
      } catch (e) {
        setPhase({ kind: 'failed', photo, message: userMessageOf(e) });
      }
    },
    [rt, ocrApi, ocrParams, ocrParamKey, uploadValuePath, toValues],
  );
  const onUploaded = (item: UploadItem): void => {
    uploaded.current = item.answer;
    if (api) void recognise(item.url);
    else setPhase({ kind: 'confirm', photo: item.url, values: toValues(item.answer) });
  };
  const retake = (): void => {
    uploaded.current = undefined;
    setPhase({ kind: 'pick' });
    // A fresh uploader: the old photo and its object URL go.
    setRound((r) => r + 1);
  };
  const scope = useMemo(() => ({ ...page.scope, ...extra }), [page.scope, extra]);
  const formId = typeof node.id === 'string' && node.id ? node.id : 'ocr';

  return (
    <div className={`w-ocr-form${props.className ? ` ${props.className}` : ''}`}>
      {phase.kind === 'pick' ? (
        <ImageUploader
          key={round}
          upload={upload}
          maxCount={1}
          maxSizeMb={props.maxSizeMb ?? 10}
          capture={props.capture}
          label={props.label ?? '拍照识别'}
          tip={props.tip ?? '请将证件平放，四角完整、字迹清晰，避免反光'}
          onMessage={(text) => rt.toast(text, 'warning')}
          onUploaded={onUploaded}
        />
      ) : (
        <div className="w-ocr-form__photo">
          {phase.photo ? <img src={phase.photo} alt="待识别照片" /> : null}
          {phase.kind === 'recognising' ? (
            <div className="w-ocr-form__busy" aria-busy="true">
              <Spin indicator={<LoadingOutlined spin />} />
              正在识别…
            </div>
          ) : null}
        </div>
      )}
      {phase.kind === 'failed' ? (
        <div className="w-ocr-form__failed" role="alert">
          <ExclamationCircleOutlined aria-hidden /> 识别失败：{phase.message}
          <div className="w-ocr-form__actions">
            <Button size="large" onClick={retake}>
              {props.retakeText ?? '重新拍照'}
            </Button>
            <Button size="large" onClick={() => setPhase({ kind: 'confirm', photo: phase.photo, values: {} })}>
              手动填写
            </Button>
            {api ? (
              <Button size="large" type="primary" onClick={() => void recognise(phase.photo)}>
                重新识别
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {phase.kind === 'confirm' ? (
        <OcrConfirm
          schema={props.schema}
          values={phase.values}
          scope={scope}
          formId={formId}
          registerForm={page.registerForm}
          confirmText={props.confirmText ?? '确认'}
          retakeText={props.retakeText ?? '重新拍照'}
          onRetake={retake}
          onConfirm={async (values) => runActions(props.onConfirm, 'onConfirm', { result: values, form: values })}
        />
      ) : null}
    </div>
  );
}
