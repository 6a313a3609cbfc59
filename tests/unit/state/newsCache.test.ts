import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '@/session/keys';
import { addNewsContent, clearNewsCache, getNewsCache, getNewsContent, NEWS_CACHE_LIMIT, reloadNewsCache } from '@/state';

beforeEach(() => {
  localStorage.clear();
  clearNewsCache();
});

describe('news content cache', () => {
  it('holds at most 10 entries, evicting the oldest first', () => {
    expect(NEWS_CACHE_LIMIT).toBe(10);
    for (let i = 1; i <= 12; i += 1) addNewsContent(`n${i}`, `<p>文章${i}</p>`);
    expect(getNewsCache()).toHaveLength(10);
    expect(getNewsCache()[0].contentId).toBe('n3');
    expect(getNewsContent('n1')).toBeUndefined();
    expect(getNewsContent('n12')).toBe('<p>文章12</p>');
  });

  it('does not re-add (or update) an id already present', () => {
    expect(addNewsContent('a', '旧内容')).toBe(true);
    expect(addNewsContent('a', '新内容')).toBe(false);
    expect(getNewsCache()).toEqual([{ contentId: 'a', content: '旧内容' }]);
  });

  it('re-adding a present id does not evict anything', () => {
    for (let i = 1; i <= 10; i += 1) addNewsContent(i, `c${i}`);
    addNewsContent(1, 'again');
    expect(getNewsCache().map((e) => e.contentId)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('persists in local storage', () => {
    addNewsContent('a', '内容');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.newsContentCache) ?? '[]')).toEqual([{ contentId: 'a', content: '内容' }]);
    localStorage.setItem(LOCAL_KEYS.newsContentCache, JSON.stringify([{ contentId: 'b', content: '另一篇' }]));
    reloadNewsCache();
    expect(getNewsContent('b')).toBe('另一篇');
  });
});
