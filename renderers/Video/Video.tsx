import { useState, type ReactNode } from 'react';
import { useRuntime, type WidgetProps } from '@/widget-kit';
import './Video.css';
import type { VideoProps } from '@renderers/props.generated';

export type { VideoProps };

/**
 * A video played inline with the browser's controls. Its URL comes from data, so it is loaded only
 * when the URL policy lets it through (the runtime's shownUrl); otherwise the box says why.
 */
export default function Video({ props }: WidgetProps<VideoProps>): ReactNode {
  const rt = useRuntime();
  const [failed, setFailed] = useState<string | null>(null);
  const src = props.src ? rt.shownUrl(props.src) : null;
  const poster = props.poster ? (rt.shownUrl(props.poster) ?? undefined) : undefined;
  const title = props.title || '视频';
  const ratio = typeof props.ratio === 'string' ? props.ratio.replace(':', ' / ') : String(props.ratio ?? '16 / 9');
  const state = !props.src ? '暂无视频' : src === null ? '视频地址不安全，无法播放' : failed === src ? '视频加载失败' : null;

  return (
    <figure className={`w-video${props.className ? ` ${props.className}` : ''}`}>
      <div className="w-video__box" style={{ aspectRatio: ratio }}>
        {state || src === null ? (
          <div className="w-video__state" role="img" aria-label={`${title}（${state}）`}>
            {state}
          </div>
        ) : (
          <video
            key={src}
            className="w-video__player"
            src={src}
            poster={poster}
            aria-label={title}
            controls
            playsInline
            preload="metadata"
            controlsList="nodownload"
            onError={() => setFailed(src)}
          />
        )}
      </div>
      {props.caption ? <figcaption className="w-video__caption">{props.caption}</figcaption> : null}
    </figure>
  );
}
