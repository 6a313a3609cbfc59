/** Posters and sales scripts (话术) (domain "poster"). */
import { Reply } from '@sandbox/reply';
import { encryptId } from '@sandbox/seed/identity';
import { fmtDateTime } from '@sandbox/util/dates';
import { createMedia } from './upload';
import { flat, paginate, search, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

function posterList(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const classId = str(p, 'classId', 'posterClass', 'categoryId');
  let items = ctx.state.posters.filter((x) => !classId || x.classId === classId);
  items = search(items, str(p, 'keyword', 'posterName', 'title'), [(x) => x.posterName]);
  const userCode = ctx.user?.userCode;
  return paginate(
    items.map((x) => ({
      ...x,
      className: ctx.state.posterClasses.find((c) => c.classId === x.classId)?.className ?? '',
      favorite: ctx.state.favorites.some((f) => f.userCode === userCode && f.favoriteType === 'poster' && f.targetId === x.posterId),
    })),
    ctx.params,
    20,
  );
}

export function scriptList(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const classId = str(p, 'classId', 'patterClass', 'categoryId');
  const type = str(p, 'patterType', 'type');
  const patterId = str(p, 'patterId');
  const userCode = ctx.user?.userCode;
  let items = ctx.state.scripts.filter((x) => (!classId || x.classId === classId) && (!type || x.patterType === type) && (!patterId || x.patterId === patterId));
  items = search(items, str(p, 'keyword', 'title', 'content'), [(x) => x.title, (x) => x.content]);
  return paginate(
    items.map((x) => ({
      ...x,
      className: ctx.state.scriptClasses.find((c) => c.classId === x.classId)?.className ?? '',
      favorite: ctx.state.favorites.some((f) => f.userCode === userCode && f.favoriteType === 'patter' && f.targetId === x.patterId),
    })),
    ctx.params,
    20,
  );
}

function savePosterShareConfig(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const posterId = str(p, 'posterId');
  if (!ctx.state.posters.some((x) => x.posterId === posterId)) return Reply.fail('海报不存在');
  const flag = (key: string, fallback: boolean): boolean => {
    const v = p[key];
    return v === undefined ? fallback : v === true || v === '1' || v === 'true';
  };
  return ctx.store.write((s) => {
    const userCode = ctx.user?.userCode ?? '';
    const config = {
      userCode,
      posterId,
      showName: flag('showName', true),
      showMobile: flag('showMobile', true),
      showQrCode: flag('showQrCode', true),
      collectLead: flag('collectLead', false),
      updateTime: fmtDateTime(ctx.now),
    };
    s.posterShareConfigs = [config, ...s.posterShareConfigs.filter((c) => !(c.userCode === userCode && c.posterId === posterId))];
    return config;
  });
}

export const posterHandlers: HandlerMap = {
  queryQwPosterClass: (ctx) => ctx.state.posterClasses.map((c) => ({ ...c, posterCount: ctx.state.posters.filter((p) => p.classId === c.classId).length })),
  uploadPosterWithPosterUrl: (ctx) => {
    const p = flat(ctx.params);
    const posterUrl = str(p, 'posterUrl', 'url', 'imageUrl');
    if (!posterUrl) return Reply.fail('海报地址不能为空');
    const media = createMedia(ctx, 'image', posterUrl.split('/').pop() || 'poster.png', 120_000);
    return { mediaId: media.media_id, media_id: media.media_id, created_at: media.created_at, posterUrl };
  },
  queryQwPosterMain: posterList,
  posterChangeLink: (ctx) => {
    const p = flat(ctx.params);
    const poster = ctx.state.posters.find((x) => x.posterId === str(p, 'posterId', 'id')) ?? ctx.state.posters[0];
    const userCode = ctx.user?.userCode ?? '';
    const origin = new URL(ctx.request.url).origin;
    return { posterId: poster.posterId, linkUrl: `${origin}/poster/poster-preview?posterId=${poster.posterId}&s=${encryptId(`${poster.posterId}|${userCode}`).slice(0, 12)}`, shareConfig: ctx.state.posterShareConfigs.find((c) => c.userCode === userCode && c.posterId === poster.posterId) ?? null };
  },
  savePosterShareConfig,
  queryPatterMain: scriptList,
};
