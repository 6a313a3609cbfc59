/** Marketing articles (图文): lists, categories, content, access history, sends (domain "news"). */
import { Reply } from '@sandbox/reply';
import { assetUrl } from '@sandbox/seed/assets';
import { riskByCode } from '@sandbox/seed/refInsurance';
import type { Article, NewsAccess } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { fmtDateTime, parseCst } from '@sandbox/util/dates';
import { customerNotFound, findCustomer, identifyCustomer, namesCustomer } from './lookup';
import { visibleCustomers } from './scope';
import { flat, list, paginate, search, str } from './params';
import { recordSend } from './sends';
import type { HandlerContext, HandlerMap } from './types';

function articleSummary(ctx: HandlerContext, a: Article): Record<string, unknown> {
  const userCode = ctx.user?.userCode;
  return {
    newsId: a.newsId,
    articleId: a.articleId,
    title: a.title,
    digest: a.digest,
    author: a.author,
    categoryId: a.categoryId,
    categoryName: ctx.state.newsCategories.find((c) => c.categoryId === a.categoryId)?.categoryName ?? '',
    coverUrl: a.coverUrl,
    thumbUrl: a.coverUrl,
    publishTime: a.publishTime,
    readCount: a.readCount,
    likeCount: a.likeCount,
    shareCount: a.shareCount,
    riskCodes: a.riskCodes,
    hasMiniProLink: a.hasMiniProLink,
    url: `/news/news-detail?newsId=${a.newsId}`,
    favorite: ctx.state.favorites.some((f) => f.userCode === userCode && f.favoriteType === 'news' && f.targetId === a.newsId),
  };
}

function findArticle(ctx: HandlerContext): Article | undefined {
  const p = flat(ctx.params);
  const id = str(p, 'newsId', 'contentId', 'id', 'mpNewsId');
  const articleId = str(p, 'articleId');
  return ctx.state.articles.find((a) => (id && a.newsId === id) || (articleId && a.articleId === articleId));
}

function visibleArticles(ctx: HandlerContext): Article[] {
  const userCode = ctx.user?.userCode ?? '';
  return ctx.state.articles.filter((a) => a.comCode === '00000000' || a.createUserCode === userCode || a.comCode.slice(0, 2) === ctx.comId.slice(0, 2));
}

function queryMpNews(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const categoryId = str(p, 'categoryId', 'category');
  const flag = str(p, 'categoryFlag');
  let items = visibleArticles(ctx);
  if (flag === '2') items = items.filter((a) => a.createUserCode === ctx.user?.userCode);
  if (categoryId) items = items.filter((a) => a.categoryId === categoryId);
  items = search(items, str(p, 'keyword', 'title', 'searchValue'), [(a) => a.title, (a) => a.digest]);
  items.sort((a, b) => b.publishTime.localeCompare(a.publishTime));
  return paginate(items.map((a) => articleSummary(ctx, a)), ctx.params);
}

function articleDetail(ctx: HandlerContext): unknown {
  const a = findArticle(ctx);
  if (!a) return Reply.fail('文章不存在或已下架');
  return { ...articleSummary(ctx, a), content: a.content };
}

/** Content for the news content cache: {contentId, content}. Shared with the open (white) twin. */
export function newsContent(ctx: HandlerContext): unknown {
  const a = findArticle(ctx);
  if (!a) return Reply.fail('文章不存在或已下架');
  return {
    contentId: a.newsId,
    newsId: a.newsId,
    title: a.title,
    digest: a.digest,
    author: a.author,
    categoryName: ctx.state.newsCategories.find((c) => c.categoryId === a.categoryId)?.categoryName ?? '',
    publishTime: a.publishTime,
    readCount: a.readCount,
    coverUrl: a.coverUrl,
    content: a.content,
  };
}

/** msgbool style: whether the article embeds a mini-program link. */
export function miniProLinkCheck(ctx: HandlerContext): unknown {
  const a = findArticle(ctx);
  if (!a) return { msgbool: false, msgString: '文章不存在' };
  return a.hasMiniProLink
    ? { msgbool: true, msgString: '该文章包含小程序链接，仅支持在企业微信内打开' }
    : { msgbool: false, msgString: '该文章不包含小程序链接' };
}

function categories(ctx: HandlerContext): unknown {
  const flag = str(ctx.params, 'categoryFlag');
  return ctx.state.newsCategories
    .filter((c) => !flag || c.categoryFlag === flag)
    .sort((a, b) => a.sort - b.sort)
    .map((c) => ({ ...c, articleCount: ctx.state.articles.filter((a) => a.categoryId === c.categoryId).length }));
}

/** Name of a reader the open article page could not identify (no unionId, contact id or login). */
export const UNKNOWN_READER = '微信用户';

/** Reading time as the history shows it; a read just recorded by the article page has none yet. */
function durationText(seconds: number): string {
  return seconds > 0 ? `${Math.floor(seconds / 60)}分${seconds % 60}秒` : '未统计';
}

/** The reads of the articles the caller shared (none for a caller who shared none), filtered by article, customer or reader name, and keyword. */
function readsOf(ctx: HandlerContext): NewsAccess[] {
  const p = flat(ctx.params);
  const newsId = str(p, 'newsId');
  // The reader filter is over the caller's own shares: a reader need not be the caller's customer.
  const readerId = str(p, 'custId', 'encryptCustId') ? (identifyCustomer(ctx, p)?.custId ?? str(p, 'custId')) : '';
  const userCode = ctx.user?.userCode ?? '';
  let items = userCode ? ctx.state.newsAccess.filter((a) => a.userCode === userCode) : [];
  if (newsId) items = items.filter((a) => a.newsId === newsId);
  if (readerId) items = items.filter((a) => a.custId === readerId);
  const visitor = str(p, 'visitorName');
  if (visitor) items = items.filter((a) => a.visitorName === visitor);
  const titleOf = (a: NewsAccess): string => ctx.state.articles.find((x) => x.newsId === a.newsId)?.title ?? '';
  return search(items, str(p, 'keyword', 'searchValue'), [(a) => a.visitorName, titleOf]);
}

function accessHistory(ctx: HandlerContext): unknown {
  const groupBy = str(flat(ctx.params), 'groupBy');
  if (groupBy === 'news') return sentArticles(ctx);
  if (groupBy === 'customer') return readers(ctx);
  return paginate(
    readsOf(ctx).map((a) => ({
      ...a,
      title: ctx.state.articles.find((x) => x.newsId === a.newsId)?.title ?? '',
      custName: a.visitorName,
      encryptCustId: ctx.state.customers.find((c) => c.custId === a.custId)?.encryptCustId ?? '',
      durationText: durationText(a.duration),
      avatar: a.custId ? assetUrl('avatar', a.custId) : '',
    })),
    ctx.params,
  );
}

/**
 * The readers (客户访问记录, `groupBy: 'customer'`): one row per customer who read the caller's
 * articles, latest read first, with how often and how long they read, and what they read last.
 * Unidentified readers make one row.
 */
function readers(ctx: HandlerContext): unknown {
  const rows = new Map<string, NewsAccess[]>();
  for (const read of readsOf(ctx)) {
    const key = read.custId || `visitor:${read.visitorName}`;
    rows.set(key, [...(rows.get(key) ?? []), read]);
  }
  const items = [...rows.values()].map((reads) => {
    const byTime = reads.slice().sort((a, b) => b.visitTime.localeCompare(a.visitTime));
    const last = byTime[0];
    const seconds = reads.reduce((sum, r) => sum + r.duration, 0);
    return {
      custId: last.custId,
      encryptCustId: ctx.state.customers.find((c) => c.custId === last.custId)?.encryptCustId ?? '',
      custName: last.visitorName,
      avatar: last.custId ? assetUrl('avatar', last.custId) : '',
      readCount: reads.length,
      articleCount: new Set(reads.map((r) => r.newsId)).size,
      sharedCount: reads.filter((r) => r.shared).length,
      duration: seconds,
      durationText: durationText(seconds),
      lastVisitTime: last.visitTime,
      lastNewsId: last.newsId,
      lastTitle: ctx.state.articles.find((x) => x.newsId === last.newsId)?.title ?? '',
    };
  });
  items.sort((a, b) => b.lastVisitTime.localeCompare(a.lastVisitTime));
  return paginate(items, ctx.params);
}

/**
 * A reader opened a shared article (the open saveWxTMpNewsAccess call of the public article page).
 * The article's read count goes up and, for the staff member who shared it (shareUserCode, else
 * the customer's own manager), a read is added to the access history that 发送记录 and 客户访问记录
 * show. The reader is the customer the call names (unionId, externalUserId, encryptCustId) or the
 * logged-in external user; anyone else is an unidentified 微信用户. Staff reading an article are
 * not customers: nothing is recorded. The same reader opening the same share again within a
 * minute is one read (a page mounted twice).
 */
export function saveNewsAccess(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const article = findArticle(ctx);
  if (!article) return Reply.fail('文章不存在或已下架');
  if (ctx.user?.systemRole === 'qyUser') return { recorded: false, newsId: article.newsId, reason: '员工浏览不计入客户阅读' };
  const external = ctx.user?.systemRole === 'externalUser' ? ctx.user.userId : '';
  const ids = {
    unionId: str(p, 'unionId'),
    externalUserId: str(p, 'externalUserId') || external,
    encryptCustId: str(p, 'encryptCustId'),
  };
  const sharer = ctx.state.staff.find((s) => s.userCode === str(p, 'shareUserCode', 'userCode'));
  // The reader is one of the sharer's company's customers (the link names no company of its own).
  const customer = ids.unionId || ids.externalUserId || ids.encryptCustId ? identifyCustomer(ctx, ids, sharer?.comId) : undefined;
  const userCode = sharer?.userCode ?? customer?.managerUserCode ?? '';
  const visitorName = customer?.custName ?? UNKNOWN_READER;
  return ctx.store.write((s) => {
    const now = fmtDateTime(ctx.now);
    const custId = customer?.custId ?? '';
    const again = s.newsAccess.find((r) => r.newsId === article.newsId && r.userCode === userCode && r.custId === custId
      && r.visitorName === visitorName && ctx.now - parseCst(r.visitTime) < 60000);
    if (again) return { recorded: true, accessId: again.accessId, newsId: article.newsId, visitorName };
    article.readCount += 1;
    if (!userCode) return { recorded: false, newsId: article.newsId, visitorName, reason: '链接未注明分享人' };
    const accessId = nextId(s, 'AV', 8);
    s.newsAccess.unshift({ accessId, newsId: article.newsId, userCode, custId, visitorName, unionId: customer?.unionId ?? '', visitTime: now, duration: 0, shared: false });
    return { recorded: true, accessId, newsId: article.newsId, visitorName };
  });
}

/** Minutes between a seeded send and its first read: deterministic per article (5 to 94). */
function sendLeadMinutes(newsId: string): number {
  let h = 0;
  for (const ch of newsId) h = (h * 31 + ch.charCodeAt(0)) % 9973;
  return 5 + (h % 90);
}

/**
 * The send record (发送记录, `groupBy: 'news'`): one row per article the caller has sent, newest
 * send first, with its send count and who of the caller's customers read it. Sends logged by
 * sendMpNews count as they are; reads older than the first logged send (the seeded history) stand
 * for one earlier send, dated a few minutes before its first read.
 */
function sentArticles(ctx: HandlerContext): unknown {
  const userCode = ctx.user?.userCode ?? '';
  const visible = new Map(visibleArticles(ctx).map((a) => [a.newsId, a]));
  const rows = new Map<string, { sends: string[]; reads: NewsAccess[] }>();
  const rowOf = (newsId: string): { sends: string[]; reads: NewsAccess[] } => {
    let row = rows.get(newsId);
    if (!row) rows.set(newsId, (row = { sends: [], reads: [] }));
    return row;
  };
  for (const send of ctx.state.sends) {
    if (send.kind === 'news' && send.userCode === userCode && visible.has(send.targetId)) rowOf(send.targetId).sends.push(send.time);
  }
  for (const read of ctx.state.newsAccess) {
    if (read.userCode === userCode && visible.has(read.newsId)) rowOf(read.newsId).reads.push(read);
  }
  const items = [...rows.entries()].map(([newsId, { sends, reads }]) => {
    const article = visible.get(newsId) as Article;
    const byTime = reads.slice().sort((a, b) => b.visitTime.localeCompare(a.visitTime));
    const firstRead = byTime[byTime.length - 1]?.visitTime;
    const logged = sends.slice().sort();
    const earlier = firstRead !== undefined && (!logged.length || firstRead < logged[0])
      ? [fmtDateTime(parseCst(firstRead) - sendLeadMinutes(newsId) * 60000)]
      : [];
    const all = [...earlier, ...logged];
    const readers: string[] = [];
    for (const r of byTime) if (!readers.includes(r.visitorName)) readers.push(r.visitorName);
    return {
      newsId,
      title: article.title,
      digest: article.digest,
      coverUrl: article.coverUrl,
      categoryName: ctx.state.newsCategories.find((c) => c.categoryId === article.categoryId)?.categoryName ?? '',
      sendTime: all[all.length - 1],
      firstSendTime: all[0],
      sendCount: all.length,
      readCount: reads.length,
      readerCount: new Set(reads.map((r) => r.custId)).size,
      readerNames: readers.slice(0, 3),
      lastVisitTime: byTime[0]?.visitTime ?? '',
    };
  });
  items.sort((a, b) => b.sendTime.localeCompare(a.sendTime));
  return paginate(items, ctx.params);
}

function insuranceInfo(ctx: HandlerContext): unknown {
  const a = findArticle(ctx);
  const codes = a?.riskCodes ?? [];
  return codes.map((code) => {
    const risk = riskByCode(code);
    const product = ctx.state.products.find((p) => p.riskCode === code);
    return { riskCode: code, riskName: risk?.riskName ?? code, productCode: product?.productCode ?? '', productName: product?.productName ?? risk?.riskName ?? '', insureUrl: product?.insureUrl ?? '' };
  });
}

/** Interaction record of an article opened by a customer: answers the encrypted task and customer ids. */
function interaction(ctx: HandlerContext): unknown {
  const a = findArticle(ctx) ?? ctx.state.articles[0];
  // A reader the history could not identify has no customer; a customer the caller may not see is not found.
  const customer = findCustomer(ctx);
  if (!customer && namesCustomer(flat(ctx.params))) return customerNotFound(ctx);
  return {
    newsId: a.newsId,
    title: a.title,
    encryptTaskId: customer?.encryptTaskId ?? '',
    encryptCustId: customer?.encryptCustId ?? '',
    custName: customer?.custName ?? '',
    readCount: a.readCount,
    likeCount: a.likeCount,
    shareCount: a.shareCount,
    lastVisitTime: customer ? (ctx.state.newsAccess.find((x) => x.newsId === a.newsId && x.custId === customer.custId)?.visitTime ?? '') : '',
  };
}

function sendMpNews(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const a = findArticle(ctx);
  if (!a) return Reply.fail('文章不存在或已下架');
  const custIds = list(p, 'custIds', 'custIdList');
  const externalUserIds = list(p, 'externalUserIds', 'externalUserIdList', 'externalUserId');
  const targets = custIds.length
    ? custIds
    : visibleCustomers(ctx).filter((c) => externalUserIds.includes(c.externalUserId)).map((c) => c.custId);
  const sendId = recordSend(ctx, 'news', a.newsId, targets);
  ctx.store.write(() => {
    a.shareCount += 1;
  });
  return { sendId, newsId: a.newsId, sendCount: Math.max(1, targets.length), link: `/news/news-detail?newsId=${a.newsId}&shareUserCode=${ctx.user?.userCode ?? ''}` };
}

function saveNews(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const title = str(p, 'title');
  if (!title) return Reply.fail('文章标题不能为空');
  return ctx.store.write((s) => {
    const existing = s.articles.find((a) => a.newsId === str(p, 'newsId'));
    if (existing) {
      existing.title = title;
      existing.digest = str(p, 'digest') || existing.digest;
      existing.content = str(p, 'content') || existing.content;
      return { newsId: existing.newsId };
    }
    const newsId = nextId(s, 'N9', 7);
    s.articles.unshift({
      newsId,
      articleId: `MP${newsId}`,
      title,
      digest: str(p, 'digest') || title,
      author: ctx.user?.userName ?? '',
      categoryId: str(p, 'categoryId') || 'P01',
      coverUrl: str(p, 'coverUrl', 'thumbUrl') || assetUrl('news', newsId),
      content: str(p, 'content') || `<section><h2>${title}</h2></section>`,
      publishTime: fmtDateTime(ctx.now),
      readCount: 0,
      likeCount: 0,
      shareCount: 0,
      riskCodes: list(p, 'riskCodes'),
      hasMiniProLink: false,
      comCode: ctx.user?.comCode ?? ctx.comId,
      createUserCode: ctx.user?.userCode ?? '',
    });
    return { newsId };
  });
}

export const newsHandlers: HandlerMap = {
  queryMpNews,
  queryNewsById: articleDetail,
  queryNewsInfoByArticleId: articleDetail,
  queryMpNewsCategory: categories,
  queryWxTMpNewsAccessHistory: accessHistory,
  queryNewsContent: newsContent,
  queryArticleInsuranceInfo: insuranceInfo,
  checkNewsHaveMiniProLink: miniProLinkCheck,
  mpNewsInteraction: interaction,
  sendMpNews,
  saveNews,
  createMpNews: (ctx) => {
    const p = flat(ctx.params);
    if (!str(p, 'title')) {
      const url = str(p, 'url', 'link');
      return saveNews({ ...ctx, params: { ...ctx.params, title: url ? `公众号文章 ${url.slice(-8)}` : '未命名文章' } });
    }
    return saveNews(ctx);
  },
  queryMpNewsByArticleId: articleDetail,
  queryNewsInsuranceName: (ctx) => (findArticle(ctx)?.riskCodes ?? []).map((c) => riskByCode(c)?.riskName ?? c),
};
