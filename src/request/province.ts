import type { CompiledApi } from '@/core';
import { getSystemComId } from '@/session';
import { requireApi } from './catalogue';

/** The province whose customer-centre calls go to the new customer API (spec/calls.md 9). */
export const NEW_CUSTOMER_API_PROVINCE = '51000000';

/** The entry to call: the entry's `province51` replacement when the system comId is 51000000. */
export function routeByProvince(api: CompiledApi): CompiledApi {
  if (api.province51 && getSystemComId() === NEW_CUSTOMER_API_PROVINCE) return requireApi(api.province51);
  return api;
}
