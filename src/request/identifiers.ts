import type { ApiDef } from '@/core';
import { lookupEncrypted, lookupPlain, rememberId, type EncryptedIdField } from './lookupCache';

/** The catalogue id of the server call that encrypts a custId. */
export const ENCRYPT_CUST_ID_API = 'toEncryptCustId';

type Caller = (id: string, params: Record<string, unknown>) => Promise<unknown>;
type Params = Record<string, unknown>;

/** Plain fields filled from the caches, with the encrypted fields that can lead back to them. */
const PLAIN_SOURCES: Record<'custId' | 'idNumber', EncryptedIdField[]> = {
  custId: ['encryptCustId', 'encryptCustIdAndUserCode'],
  idNumber: ['encryptCertificateNo', 'encryptCertificateNoAndUserCode'],
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function idText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Customer queries: a missing custId or idNumber is found through the encrypted id sent with it. */
async function fillFromCache(fields: readonly ('custId' | 'idNumber')[], params: Params): Promise<void> {
  for (const field of fields) {
    if (!isEmpty(params[field])) continue;
    for (const source of PLAIN_SOURCES[field]) {
      const encrypted = idText(params[source]);
      const plain = encrypted && (await lookupPlain(source, encrypted));
      if (plain) {
        params[field] = plain;
        break;
      }
    }
  }
}

function encryptedFrom(answer: unknown, field: EncryptedIdField): string | null {
  if (typeof answer === 'string') return answer || null;
  if (typeof answer === 'object' && answer !== null) {
    const record = answer as Record<string, unknown>;
    return idText(record[field]) ?? idText(record.encryptCustId);
  }
  return null;
}

/** A missing encrypted customer id: from the lookup cache, else from the server (then cached). */
async function completeEncryptedIds(fields: readonly EncryptedIdField[], params: Params, call: Caller): Promise<void> {
  const custId = idText(params.custId);
  if (custId === null) return;
  for (const field of fields) {
    if (!isEmpty(params[field])) continue;
    let encrypted = await lookupEncrypted(field, custId);
    if (encrypted === null) {
      const ask: Params = field === 'encryptCustIdAndUserCode' ? { custId, isEncryptCustIdAndUserCode: true } : { custId };
      encrypted = encryptedFrom(await call(ENCRYPT_CUST_ID_API, ask), field);
      if (encrypted !== null) await rememberId(field, custId, encrypted);
    }
    if (encrypted !== null) params[field] = encrypted;
  }
}

/** URL-encodes the listed fields (licenseNo, frameNo, vinNo) before sending. */
export function urlEncodeFields(fields: readonly string[], params: Params): void {
  for (const field of fields) {
    const value = params[field];
    if (typeof value === 'string' || typeof value === 'number') params[field] = encodeURIComponent(String(value));
  }
}

/**
 * Identifier preparation before sending (spec/product.md 5), on a copy of the params:
 * fill custId / idNumber from the caches (`fillFromCache`), complete encrypted customer ids
 * (`encryptIds`), then URL-encode (`urlEncode`). `call` makes the toEncryptCustId request.
 */
export async function prepareParams(
  api: Pick<ApiDef, 'fillFromCache' | 'encryptIds' | 'urlEncode'>,
  params: Readonly<Params>,
  call: Caller,
): Promise<Params> {
  const prepared: Params = { ...params };
  if (api.fillFromCache?.length) await fillFromCache(api.fillFromCache, prepared);
  if (api.encryptIds?.length) await completeEncryptedIds(api.encryptIds, prepared, call);
  if (api.urlEncode?.length) urlEncodeFields(api.urlEncode, prepared);
  return prepared;
}
