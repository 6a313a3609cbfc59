/** The user's 收藏 state of one article, alone (queryNewsFavorite, assumed): the article pages read it fresh. */
import { Reply } from '@sandbox/reply';
import { flat, str } from './params';
import type { HandlerMap } from './types';

export const newsFavoriteHandlers: HandlerMap = {
  queryNewsFavorite: (ctx) => {
    const newsId = str(flat(ctx.params), 'newsId');
    if (!ctx.state.articles.some((a) => a.newsId === newsId)) return Reply.fail('文章不存在或已下架');
    const userCode = ctx.user?.userCode ?? '';
    const favorite = ctx.state.favorites.find((f) => f.userCode === userCode && f.favoriteType === 'news' && f.targetId === newsId);
    return { newsId, favorite: Boolean(favorite), favoriteId: favorite?.favoriteId ?? '' };
  },
};
