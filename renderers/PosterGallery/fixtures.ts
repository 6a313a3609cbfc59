/** Seed posters of the PosterGallery story and test. */
export const CATEGORIES = [{ id: 'c1', name: '节日祝福' }, { id: 'c2', name: '车险产品' }, { id: 'c3', name: '理赔服务' }];

const NAMES = ['端午安康', '父亲节快乐', '车险续保季', '新能源车险', '理赔快速通道', '夏日安全出行', '中秋团圆', '国庆出游保障'];

export const POSTERS = NAMES.map((posterName, i) => ({
  posterId: `P${i + 1}`,
  posterName,
  thumbUrl: `https://picsum.photos/seed/poster${i + 1}/270/480`,
  categoryId: CATEGORIES[i % 3].id,
}));

/** Paginated answer, filtered by categoryId like the server. */
export function posterPage(params: Record<string, unknown>): { list: typeof POSTERS; total: number } {
  const rows = params.categoryId ? POSTERS.filter((p) => p.categoryId === params.categoryId) : POSTERS;
  const pageNo = Number(params.pageNo ?? 1);
  const size = Number(params.pageSize ?? 6);
  return { list: rows.slice((pageNo - 1) * size, pageNo * size), total: rows.length };
}

export const LOCAL = [
  { id: 'L1', title: '端午安康', url: 'https://picsum.photos/seed/l1/270/480', kind: 'festival' },
  { id: 'L2', title: '车险续保季', url: 'https://picsum.photos/seed/l2/270/480', kind: 'product' },
  { id: 'L3', title: '', url: '', kind: 'festival' },
];
