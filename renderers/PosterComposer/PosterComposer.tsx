import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { CheckCircleFilled, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { type WidgetProps, useRuntime, userMessageOf } from '@/widget-kit';
import { useNodeActions } from '@renderers/parts/cardKit';
import { PosterError, composePoster, drawableQrText, exportPng, loadImage, previewUrl, type CardInfo, type Corner } from './compose';
import type { CardArea, QrArea } from './layout';
import './PosterComposer.css';
import type { PosterComposerProps } from '@renderers/props.generated';

export type { PosterComposerProps };

type View = { kind: 'composing' } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string };

const messageOf = (e: unknown): string => (e instanceof PosterError ? e.userMessage : '海报生成失败，请重试');

/**
 * Composes a poster with the staff's QR code and/or business card on a canvas (in the QR box and
 * card area the poster declares, else in a corner panel), shows it for long-press saving, and on
 * 生成海报 uploads the PNG (multipart { file, type: 'image' }) and runs onUploaded with the answer
 * (the media id) as result. With upload false it only shows the composed poster (a share page).
 */
export default function PosterComposer({ props, path }: WidgetProps<PosterComposerProps>): ReactNode {
  const rt = useRuntime();
  const runActions = useNodeActions(path);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [view, setView] = useState<View>({ kind: 'composing' });
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const mode = props.mode ?? (props.qrText ? (props.card ? 'both' : 'qr') : 'card');
  const wantedQr = mode === 'card' ? null : props.qrText;
  const qrText = drawableQrText(wantedQr);
  // A link of another scheme than http(s) is left out, and the user is told.
  const qrRefused = Boolean(wantedQr && wantedQr.trim() && !qrText);
  const card = mode === 'qr' ? null : props.card;
  // Re-compose only when what is drawn changes (props objects are rebuilt on every page render).
  const key = JSON.stringify([props.image, qrText, card, props.position, props.qrSize, props.qrCaption, props.maxWidth, props.qrArea ?? null, props.cardArea ?? null, props.designWidth ?? null, attempt]);

  useEffect(() => {
    let live = true;
    const [image, qr, c, position, qrSize, qrCaption, maxWidth, qrArea, cardArea, designWidth] = JSON.parse(key) as [
      string, string | null, CardInfo | null, Corner | null, number | null, string | null, number | null, QrArea | null, CardArea | null, number | null,
    ];
    setView({ kind: 'composing' });
    setDone(false);
    // No image yet (its page's data is still on the way): keep composing rather than fail.
    if (!image) return undefined;
    loadImage(image)
      .then((img) => {
        if (!live) return;
        const canvas = canvasRef.current ?? document.createElement('canvas');
        canvasRef.current = canvas;
        composePoster(
          canvas,
          img,
          { qrText: qr, card: c, position: position ?? 'bottom-right', qrSize: qrSize ?? 0.22, qrCaption: qrCaption ?? '长按识别二维码', qrArea, cardArea, designWidth: designWidth ?? 750 },
          maxWidth ?? 1080,
        );
        setView({ kind: 'ready', url: previewUrl(canvas) });
      })
      .catch((e: unknown) => {
        if (live) setView({ kind: 'failed', message: messageOf(e) });
      });
    return () => {
      live = false;
    };
  }, [key]);

  const { uploadApi = 'uploadMedia', onUploaded } = props;
  const generate = useCallback(async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setUploading(true);
    try {
      const blob = await exportPng(canvas);
      const file = new File([blob], 'poster.png', { type: 'image/png' });
      const result = await rt.request(uploadApi, { file, type: 'image' });
      setDone(true);
      runActions(onUploaded, 'onUploaded', { result });
    } catch (e) {
      rt.toast(e instanceof PosterError ? e.userMessage : userMessageOf(e), 'error');
    } finally {
      setUploading(false);
    }
  }, [rt, uploadApi, onUploaded, runActions]);

  return (
    <div className={`w-poster-composer${props.className ? ` ${props.className}` : ''}`}>
      <div className="w-poster-composer__stage">
        {view.kind === 'ready' ? (
          <img className="w-poster-composer__image" src={view.url} alt="海报预览" />
        ) : view.kind === 'composing' ? (
          <div className="w-poster-composer__state" aria-busy="true" aria-label="海报生成中">
            <Spin indicator={<LoadingOutlined spin />} />
            <span>海报生成中…</span>
          </div>
        ) : (
          <div className="w-poster-composer__state w-poster-composer__state--error" role="alert">
            <ExclamationCircleOutlined aria-hidden />
            <span>{view.message}</span>
            <Button onClick={() => setAttempt((n) => n + 1)}>重新加载</Button>
          </div>
        )}
      </div>
      {qrRefused && view.kind === 'ready' ? (
        <div className="w-poster-composer__tip w-poster-composer__tip--warn" role="alert">
          二维码链接无效，海报上未加二维码
        </div>
      ) : null}
      {done ? (
        <div className="w-poster-composer__tip w-poster-composer__tip--done" role="status">
          <CheckCircleFilled /> 海报已生成，长按图片可保存或发送给客户
        </div>
      ) : view.kind === 'ready' ? (
        <div className="w-poster-composer__tip">长按图片可保存到手机</div>
      ) : null}
      {props.upload === false ? null : (
        <div className="w-poster-composer__bar">
          <Button type="primary" size="large" block loading={uploading} disabled={view.kind !== 'ready'} onClick={() => void generate()}>
            {uploading ? '生成中…' : (props.buttonText ?? '生成海报')}
          </Button>
        </div>
      )}
    </div>
  );
}
