import { useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { type WidgetProps, loadScript, ScriptLoadError } from '@/widget-kit';
import './QRCode.css';
import type { QRCodeProps } from '@renderers/props.generated';

export type { QRCodeProps };

type QRLib = typeof import('qrcode');
type State = { status: 'empty' | 'loading' } | { status: 'error'; message: string } | { status: 'ready'; url: string };

/**
 * Draws `value` as a QR code image. It is an <img> (not a canvas) so WeCom's long-press menu
 * offers 保存图片. The qrcode library loads lazily, in this widget's chunk only.
 */
async function draw(text: string, px: number, level: QRCodeProps['level'], margin: number, dark: string): Promise<string> {
  // CommonJS: the functions are on the module or on its default export, as the bundler gives it.
  const mod = (await loadScript('qrcode')) as QRLib & { default?: QRLib };
  const QR = mod.default ?? mod;
  const opts = { errorCorrectionLevel: level ?? 'M', margin, width: px, color: { dark, light: '#ffffff' } };
  try {
    return await QR.toDataURL(text, opts);
  } catch {
    // No canvas (old webviews, tests): an SVG image is just as sharp.
    const svg = await QR.toString(text, { ...opts, type: 'svg' });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
}

export default function QRCode({ props }: WidgetProps<QRCodeProps>): ReactNode {
  const text = props.value === null || props.value === undefined ? '' : String(props.value);
  const size = props.size ?? 360;
  const [state, setState] = useState<State>({ status: text ? 'loading' : 'empty' });

  useEffect(() => {
    if (!text) {
      setState({ status: 'empty' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    // Design px are device px on a 2× phone, so `size` px is already sharp at the shown size.
    draw(text, Math.max(size, 256), props.level, props.margin ?? 2, props.color ?? '#000000').then(
      (url) => !cancelled && setState({ status: 'ready', url }),
      // The library that did not load says so (qrcode加载失败); a drawing failure says that.
      (e: unknown) => !cancelled && setState({ status: 'error', message: e instanceof ScriptLoadError ? e.userMessage : '二维码生成失败，请稍后重试' }),
    );
    return () => {
      cancelled = true;
    };
  }, [text, size, props.level, props.margin, props.color]);

  const box = { width: `${size / 100}rem`, height: `${size / 100}rem` };
  const label = props.caption ?? '二维码';
  return (
    <figure className="w-qrcode">
      <div className="w-qrcode__box" style={box}>
        {state.status === 'ready' ? (
          <img className="w-qrcode__img" src={state.url} alt={label} />
        ) : state.status === 'loading' ? (
          <Skeleton.Node active className="w-qrcode__loading" aria-label="二维码生成中" />
        ) : (
          <div className="w-qrcode__placeholder" role={state.status === 'error' ? 'alert' : undefined}>
            {state.status === 'error' ? state.message : '暂无二维码'}
          </div>
        )}
      </div>
      {props.caption ? <figcaption className="w-qrcode__caption">{props.caption}</figcaption> : null}
      {state.status === 'ready' && props.hint !== '' ? <p className="w-qrcode__hint">{props.hint ?? '长按保存'}</p> : null}
    </figure>
  );
}
