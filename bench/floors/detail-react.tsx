/**
 * Floor of the customer detail page: the hand-written page (detailFloor.tsx) with `fetch` and
 * nothing else — no router, guard or request layer. The budget's floor (issue 7).
 */
import { mount } from './common';
import { DetailFloor, type DetailCall, type DetailLoader } from './detailFloor';

const PATHS: Record<DetailCall, string> = {
  weixinBaseInfoSearch: '/wecom/api/weixinBaseInfoSearch.do',
  weixinCustInsureDetail: '/wecom/api/weixinCustInsureDetail.do',
  weixinCustPortraitDetail: '/wecom/api/weixinCustPortraitDetail.do',
};

const load: DetailLoader = async (api, params) => {
  const res = await fetch(`${PATHS[api]}?${new URLSearchParams(params).toString()}`, { credentials: 'same-origin' });
  const body = (await res.json()) as { status: number; statusText: string; data: Record<string, unknown> };
  if (body.status !== 0) throw new Error(body.statusText);
  return body.data;
};

mount(<DetailFloor load={load} />);
