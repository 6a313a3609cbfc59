/** One poster of the gallery grid; memoised on the row object. */
import { memo, useState, type ReactNode } from 'react';
import { CheckCircleFilled, PictureOutlined } from '@ant-design/icons';

export interface PosterThumbProps {
  item: unknown;
  index: number;
  src: string;
  title: string;
  selected: boolean;
  onSelect(item: unknown, index: number): void;
}

export const PosterThumb = memo(function PosterThumb({ item, index, src, title, selected, onSelect }: PosterThumbProps): ReactNode {
  const [broken, setBroken] = useState(false);
  return (
    <li className="w-poster-gallery__cell">
      <button
        type="button"
        className={`w-poster-gallery__item${selected ? ' w-poster-gallery__item--selected' : ''}`}
        aria-pressed={selected}
        aria-label={title || `海报 ${index + 1}`}
        onClick={() => onSelect(item, index)}
      >
        <span className="w-poster-gallery__frame">
          {src && !broken ? (
            <img src={src} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
          ) : (
            <span className="w-poster-gallery__broken">
              <PictureOutlined aria-hidden />
              {broken ? '加载失败' : '暂无图片'}
            </span>
          )}
          {selected ? <CheckCircleFilled className="w-poster-gallery__check" aria-hidden /> : null}
        </span>
        {title ? <span className="w-poster-gallery__title">{title}</span> : null}
      </button>
    </li>
  );
});
