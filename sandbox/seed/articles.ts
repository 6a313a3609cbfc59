/** Article categories, 64 articles with generated cover images, and their access history. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDateTime } from '@sandbox/util/dates';
import { findPersona } from '@sandbox/session/personas';
import { ARTICLE_TEXTS, PERSONAL_ARTICLES } from './articleTexts';
import { assetUrl } from './assets';
import type { Article, Customer, NewsAccess, NewsCategory } from './types';

export function seedNewsCategories(): NewsCategory[] {
  const company = ARTICLE_TEXTS.map((t, i): NewsCategory => ({
    categoryId: t.categoryId,
    categoryName: t.categoryName,
    categoryFlag: '1',
    sort: i + 1,
  }));
  return [
    ...company,
    { categoryId: 'P01', categoryName: '我的文章', categoryFlag: '2', sort: 1 },
    { categoryId: 'P02', categoryName: '常用文章', categoryFlag: '2', sort: 2 },
  ];
}

function contentHtml(title: string, paragraphs: readonly string[], cover: string): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
  // The title is the article's own field, shown above the content (as in a WeChat article), not part of its HTML.
  return `<section class="article"><p><img src="${cover}" alt="${title}" /></p>${body}<p class="footer">本文仅供参考，具体保障内容以保险合同条款为准。</p></section>`;
}

export function seedArticles(rng: Rng): Article[] {
  const out: Article[] = [];
  let n = 0;
  const managerCode = findPersona('manager')?.people['51000000'].userCode ?? '';
  for (const text of ARTICLE_TEXTS) {
    for (const { title, paragraphs: own } of text.articles) {
      n += 1;
      const newsId = `N${String(20260000 + n * 7).padStart(8, '0')}`;
      const cover = assetUrl('news', newsId);
      // The article's own paragraphs (the first is the lead), then one of its category's closings.
      const paragraphs = [...own, rng.pick(text.closings)];
      out.push({
        newsId,
        articleId: `MP${rng.chars('0123456789abcdef', 16)}`,
        title,
        digest: paragraphs[0].length > 54 ? `${paragraphs[0].slice(0, 54)}…` : paragraphs[0],
        author: rng.pick(['客户服务部', '车险事业部', '个人保险部', '品牌宣传部', '理赔服务中心']),
        categoryId: text.categoryId,
        coverUrl: cover,
        content: contentHtml(title, paragraphs, cover),
        publishTime: fmtDateTime(seedNow() - (64 - n) * 3 * DAY_MS - rng.int(0, 2) * DAY_MS - rng.int(1, 8) * 3600000),
        readCount: rng.int(120, 18000),
        likeCount: rng.int(5, 900),
        shareCount: rng.int(10, 2400),
        riskCodes: text.riskCodes,
        hasMiniProLink: rng.chance(0.25),
        comCode: '00000000',
        createUserCode: '',
      });
    }
  }
  // A few personal articles of the Sichuan manager (categoryFlag 2).
  PERSONAL_ARTICLES.forEach(({ title, paragraphs }, i) => {
    const newsId = `N9${String(1000 + i).padStart(7, '0')}`;
    const cover = assetUrl('news', newsId);
    out.push({
      newsId, articleId: `MP${rng.chars('0123456789abcdef', 16)}`, title, digest: paragraphs[0], author: '王海涛',
      categoryId: 'P01', coverUrl: cover, content: contentHtml(title, paragraphs, cover),
      publishTime: fmtDateTime(seedNow() - (10 - i) * DAY_MS), readCount: rng.int(20, 300), likeCount: rng.int(1, 40),
      shareCount: rng.int(3, 80), riskCodes: [], hasMiniProLink: false, comCode: '51010400', createUserCode: managerCode,
    });
  });
  return out;
}

export function seedNewsAccess(rng: Rng, articles: readonly Article[], customers: readonly Customer[]): NewsAccess[] {
  const out: NewsAccess[] = [];
  for (let i = 0; i < 160; i += 1) {
    const article = rng.pick(articles);
    const customer = rng.pick(customers);
    out.push({
      accessId: `AC${String(100000 + i * 13)}`,
      newsId: article.newsId,
      userCode: customer.managerUserCode,
      custId: customer.custId,
      visitorName: customer.custName,
      unionId: customer.unionId,
      visitTime: fmtDateTime(seedNow() - rng.int(0, 60) * DAY_MS - rng.int(0, 86399) * 1000),
      duration: rng.int(8, 420),
      shared: rng.chance(0.2),
    });
  }
  return out.sort((a, b) => b.visitTime.localeCompare(a.visitTime));
}
