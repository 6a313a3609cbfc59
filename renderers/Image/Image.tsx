import type { CSSProperties, ReactNode } from 'react';
import { Image as AntImage } from 'antd';
import { type WidgetProps, usePageActions } from '@/widget-kit';
import './Image.css';
import type { ImageProps } from '@renderers/props.generated';

export type { ImageProps };

/** Numbers are design px (750-wide design) → rem; strings pass through ('100%'). */
const size = (v: number | string | undefined): string | undefined => (typeof v === 'number' ? `${v / 100}rem` : v || undefined);

/** Shown when the image fails to load: a grey box saying so. */
const FALLBACK =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f2f3f5"/><text x="80" y="66" font-size="14" text-anchor="middle" fill="#969799">图片加载失败</text></svg>',
  );

/** An image loaded lazily, with a fit and rounded corners; a tap previews it full screen (or runs onClick). */
export default function Image({ props, path }: WidgetProps<ImageProps>): ReactNode {
  const page = usePageActions();
  const ratio = typeof props.ratio === 'string' ? props.ratio.replace(':', ' / ') : props.ratio;
  const box: CSSProperties = {
    width: size(props.width) ?? '100%',
    height: size(props.height),
    aspectRatio: props.height === undefined && ratio ? String(ratio) : undefined,
    borderRadius: props.radius ? `${props.radius / 100}rem` : undefined,
  };
  const alt = props.alt ?? props.caption ?? '图片';
  const onClick = props.onClick?.length ? () => void page.run(props.onClick, {}, `${path}/onClick`) : undefined;

  return (
    <figure className={`w-image w-image--${props.fit ?? 'cover'}`} style={{ width: box.width }}>
      <div className="w-image__box" style={{ ...box, width: '100%' }}>
        {props.src ? (
          <AntImage
            src={props.src}
            alt={alt}
            width="100%"
            height="100%"
            loading={props.lazy === false ? 'eager' : 'lazy'}
            decoding="async"
            fallback={FALLBACK}
            preview={onClick || props.preview === false ? false : { mask: '点击预览' }}
            onClick={onClick}
            className={onClick ? 'w-image__img w-image__img--action' : 'w-image__img'}
          />
        ) : (
          <div className="w-image__empty" role="img" aria-label={`${alt}（暂无图片）`}>
            暂无图片
          </div>
        )}
      </div>
      {props.caption ? <figcaption className="w-image__caption">{props.caption}</figcaption> : null}
    </figure>
  );
}
