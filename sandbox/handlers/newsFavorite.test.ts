// @vitest-environment node
/** queryNewsFavorite (assumed): the user's own 收藏 state of one article, following add/deleteFavorite. */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

describe('queryNewsFavorite', () => {
  it("answers the caller's flag for an article, changed by addFavorite and deleteFavorite, and fails for an unknown article", async () => {
    const sb = createTestSandbox();
    const article = sb.store.state.articles[0];
    const flag = async (): Promise<unknown> => dataOf((await sb.call('queryNewsFavorite', { newsId: article.newsId })).json);
    expect(await flag()).toEqual({ newsId: article.newsId, favorite: false, favoriteId: '' });
    await sb.call('addFavorite', { favoriteType: 'news', newsId: article.newsId });
    expect(await flag()).toMatchObject({ newsId: article.newsId, favorite: true, favoriteId: expect.stringMatching(/^FV/) });
    // Another user's flag is their own.
    const other = dataOf((await sb.call('queryNewsFavorite', { newsId: article.newsId }, { token: sb.login('newcomer') })).json);
    expect(other).toMatchObject({ favorite: false });
    await sb.call('deleteFavorite', { favoriteType: 'news', newsId: article.newsId });
    expect(await flag()).toMatchObject({ favorite: false });
    expect((await sb.call('queryNewsFavorite', { newsId: 'N0' })).json).toMatchObject({ status: 1, statusText: '文章不存在或已下架' });
  });
});
