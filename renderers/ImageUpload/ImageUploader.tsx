/**
 * Photo picking and uploading, without page bindings: shared by ImageUpload and OcrForm.
 * Picks with <input type=file accept=image/*> (camera or album in WeCom), checks size and type
 * with Chinese messages, previews thumbnails from object URLs, uploads each file through `upload`.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Spin } from 'antd';
import { CameraOutlined, CloseOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { userMessageOf } from '@/widget-kit';
import './ImageUpload.css';

export interface UploadItem {
  uid: string;
  name: string;
  url: string;
  status: 'uploading' | 'done' | 'error';
  answer?: unknown;
  error?: string;
  file: File;
}

export interface ImageUploaderProps {
  upload(file: File): Promise<unknown>;
  maxCount: number;
  maxSizeMb: number;
  capture?: 'environment' | 'user';
  label: string;
  tip?: string;
  disabled?: boolean;
  /** A user-facing message (size limit, count limit, wrong type). */
  onMessage(text: string): void;
  /** Every change of the list, including status changes. */
  onChange?(items: UploadItem[]): void;
  onUploaded?(item: UploadItem): void;
}

let seq = 0;
const objectUrl = (f: File): string => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '');
const revoke = (url: string): void => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

export function ImageUploader({ upload, maxCount, maxSizeMb, capture, label, tip, disabled, onMessage, onChange, onUploaded }: ImageUploaderProps): ReactNode {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const itemsRef = useRef(items);
  const cb = useRef({ upload, onChange, onUploaded });
  cb.current = { upload, onChange, onUploaded };

  const update = useCallback((fn: (list: UploadItem[]) => UploadItem[]) => {
    const next = fn(itemsRef.current);
    itemsRef.current = next;
    setItems(next);
    cb.current.onChange?.(next);
  }, []);

  const send = useCallback(
    (item: UploadItem) => {
      update((l) => l.map((x) => (x.uid === item.uid ? { ...x, status: 'uploading', error: undefined } : x)));
      cb.current.upload(item.file).then(
        (answer) => {
          const done: UploadItem = { ...item, status: 'done', answer, error: undefined };
          if (!itemsRef.current.some((x) => x.uid === item.uid)) return;
          update((l) => l.map((x) => (x.uid === item.uid ? done : x)));
          cb.current.onUploaded?.(done);
        },
        (e: unknown) => update((l) => l.map((x) => (x.uid === item.uid ? { ...x, status: 'error', error: userMessageOf(e) } : x))),
      );
    },
    [update],
  );

  useEffect(() => () => itemsRef.current.forEach((x) => revoke(x.url)), []);

  const pick = (e: ChangeEvent<HTMLInputElement>): void => {
    const files = Array.from(e.target.files ?? []);
    // Let the same photo be picked again after a removal.
    e.target.value = '';
    const room = maxCount - itemsRef.current.length;
    if (files.length > room) onMessage(`最多上传 ${maxCount} 张图片`);
    const added: UploadItem[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (file.type && !file.type.startsWith('image/')) {
        onMessage('请选择图片文件');
        continue;
      }
      if (file.size > maxSizeMb * 1024 * 1024) {
        onMessage(`图片大小不能超过 ${maxSizeMb}MB`);
        continue;
      }
      added.push({ uid: `img-${++seq}`, name: file.name, url: objectUrl(file), status: 'uploading', file });
    }
    if (!added.length) return;
    update((l) => [...l, ...added]);
    added.forEach(send);
  };

  const remove = (uid: string): void => {
    const gone = itemsRef.current.find((x) => x.uid === uid);
    if (gone) revoke(gone.url);
    update((l) => l.filter((x) => x.uid !== uid));
  };

  return (
    <div className="w-image-upload">
      <ul className="w-image-upload__grid">
        {items.map((it) => (
          <li key={it.uid} className={`w-image-upload__item w-image-upload__item--${it.status}`}>
            <button type="button" className="w-image-upload__thumb" onClick={() => (it.status === 'error' ? send(it) : setPreview(it.url))} aria-label={it.status === 'error' ? `重新上传 ${it.name}` : `预览 ${it.name}`}>
              {it.url ? <img src={it.url} alt={it.name} /> : null}
              {it.status === 'uploading' ? (
                <span className="w-image-upload__mask">
                  <Spin size="small" indicator={<LoadingOutlined spin />} />
                  上传中
                </span>
              ) : null}
              {it.status === 'error' ? (
                <span className="w-image-upload__mask w-image-upload__mask--error" role="alert" title={it.error}>
                  <ExclamationCircleOutlined />
                  上传失败
                  <small>点击重试</small>
                </span>
              ) : null}
            </button>
            {disabled ? null : (
              <button type="button" className="w-image-upload__remove" onClick={() => remove(it.uid)} aria-label={`删除 ${it.name}`}>
                <CloseOutlined />
              </button>
            )}
          </li>
        ))}
        {items.length < maxCount && !disabled ? (
          <li className="w-image-upload__item">
            <label className="w-image-upload__add">
              <CameraOutlined className="w-image-upload__add-icon" aria-hidden />
              <span>{label}</span>
              <input type="file" accept="image/*" capture={capture} multiple={maxCount - items.length > 1} onChange={pick} aria-label={label} />
            </label>
          </li>
        ) : null}
      </ul>
      <div className="w-image-upload__tip">{tip ?? `支持拍照或从相册选择，单张不超过 ${maxSizeMb}MB${maxCount > 1 ? `，最多 ${maxCount} 张` : ''}`}</div>
      {preview ? (
        <div className="w-image-upload__preview" role="dialog" aria-label="图片预览" onClick={() => setPreview(null)}>
          <img src={preview} alt="预览" />
        </div>
      ) : null}
    </div>
  );
}
