/** Uploads: temporary media (valid 3 days, WeCom shape), attachments, image base64 (domain "upload"). */
import { renderAsset } from '@sandbox/assets';
import { Reply } from '@sandbox/reply';
import { sha1Hex } from '@sandbox/util/sha1';
import { bytesToBase64 } from '@sandbox/util/base64';
import { fmtDateTime } from '@sandbox/util/dates';
import { str } from './params';
import type { HandlerContext, HandlerMap } from './types';

/** Temporary media lives 3 days (spec 9). */
export const MEDIA_TTL_SECONDS = 3 * 24 * 3600;

/** Records a temporary media upload; answers WeCom's {media_id, created_at} (seconds, as a string). */
export function createMedia(ctx: HandlerContext, type: string, fileName: string, size: number): { type: string; media_id: string; created_at: string } {
  const createdAt = Math.floor(ctx.now / 1000);
  const mediaId = `3${sha1Hex(`${fileName}|${size}|${ctx.now}|${ctx.state.media.length}`).slice(0, 20)}${sha1Hex(`${ctx.user?.userCode ?? ''}${ctx.now}`).slice(0, 20)}`;
  ctx.store.write((s) => {
    s.media.unshift({ mediaId, type, fileName, size, userCode: ctx.user?.userCode ?? '', createdAt, expiresAt: createdAt + MEDIA_TTL_SECONDS });
    if (s.media.length > 200) s.media.length = 200;
  });
  return { type, media_id: mediaId, created_at: String(createdAt) };
}

function uploadMedia(ctx: HandlerContext): unknown {
  const file = ctx.files[0];
  if (!file) return Reply.fail('请选择要上传的文件');
  const type = str(ctx.params, 'type') || (file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : 'file');
  if (type === 'image' && file.size > 10 * 1024 * 1024) return Reply.fail('图片大小不能超过10MB');
  return createMedia(ctx, type, file.name, file.size);
}

function uploadAttachment(ctx: HandlerContext): unknown {
  const file = ctx.files[0];
  if (!file) return Reply.fail('请选择要上传的文件');
  const fileId = `F${sha1Hex(`${file.name}|${ctx.now}`).slice(0, 16).toUpperCase()}`;
  return { fileId, fileName: file.name, fileSize: file.size, fileType: file.type, url: `/__sandbox/files/attachment/${fileId}`, uploadTime: fmtDateTime(ctx.now) };
}

function imageBase64(ctx: HandlerContext): unknown {
  const url = str(ctx.params, 'url', 'imageUrl', 'imgUrl');
  const name = url.split('/').pop() ?? '';
  const svg = renderAsset(name, ctx.state) ?? renderAsset('qrcode-image.svg', ctx.state) ?? '';
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
}

export const uploadHandlers: HandlerMap = {
  uploadMedia,
  uploadAttachment,
  getImageBase64: imageBase64,
};
