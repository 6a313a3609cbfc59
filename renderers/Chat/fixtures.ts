/** Seed data of the Chat story and test. */
export const FAQ = [{ title: '车险续保需要哪些材料？' }, { title: '交强险和商业险有什么区别？' }, { title: '理赔进度怎么查询？' }];

export const LONG_ANSWER =
  '续保需要准备以下材料：\n1. 行驶证正副本复印件；\n2. 被保险人身份证复印件；\n3. 上年度保单号（可在“我的保单”中查询：https://example.com/policy/query?from=assistant&channel=wecom&very_long_parameter=abcdefghijklmnopqrstuvwxyz0123456789）。\n如车辆有过户，请同时提供过户登记证明。';

/** An answer for each question, numbered ids. */
export function answerFor(params: Record<string, unknown>): { answer: string; answerId: string } {
  const q = String(params.question);
  return { answer: q.includes('续保') ? LONG_ANSWER : `关于“${q}”：请联系您的客户经理。`, answerId: `A-${q.length}` };
}
