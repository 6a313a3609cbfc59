import { LOCAL_KEYS } from '@/session';
import { readCacheEntry, writeCache } from './cache';

/**
 * The 30-minute identifier lookup caches (spec/calls.md section 4). Each is one signed entry
 * holding a map from a plain id to its encrypted form; the map's 30-minute window starts with
 * its first pair, so no pair outlives 30 minutes.
 */
export const ID_LOOKUPS = {
  encryptTaskId: { key: LOCAL_KEYS.taskIdCache, plain: ['taskId'] },
  encryptCustId: { key: LOCAL_KEYS.custIdCache, plain: ['custId'] },
  encryptCertificateNo: { key: LOCAL_KEYS.idNumberCache, plain: ['idNumber', 'certificateNo'] },
  encryptPiid: { key: LOCAL_KEYS.piidCache, plain: ['piid'] },
  encryptCustIdAndUserCode: { key: LOCAL_KEYS.custIdAndUserCodeCache, plain: ['custId'] },
  encryptCertificateNoAndUserCode: { key: LOCAL_KEYS.idNumberAndUserCodeCache, plain: ['idNumber', 'certificateNo'] },
} as const satisfies Record<string, { key: string; plain: readonly string[] }>;

/** An encrypted identifier field that has a lookup cache. */
export type EncryptedIdField = keyof typeof ID_LOOKUPS;

type IdMap = Record<string, string>;

const writes = new Map<string, Promise<void>>();

async function readMap(field: EncryptedIdField): Promise<IdMap> {
  return (await readCacheEntry<IdMap>(ID_LOOKUPS[field].key))?.data ?? {};
}

/** The cached encrypted form of a plain id, or null. */
export async function lookupEncrypted(field: EncryptedIdField, plain: string): Promise<string | null> {
  return (await readMap(field))[plain] ?? null;
}

/** The plain id whose cached encrypted form is `encrypted`, or null. */
export async function lookupPlain(field: EncryptedIdField, encrypted: string): Promise<string | null> {
  const found = Object.entries(await readMap(field)).find(([, value]) => value === encrypted);
  return found ? found[0] : null;
}

/**
 * Records a plain → encrypted pair. Updates of one map are serialised so none is lost; each reads
 * the map as the previous one left it, which this page sees before it is signed and stored
 * (cache.ts), so a pair is readable when this resolves, without a Web Crypto task per pair.
 */
export function rememberId(field: EncryptedIdField, plain: string, encrypted: string): Promise<void> {
  const { key } = ID_LOOKUPS[field];
  const previous = writes.get(key) ?? Promise.resolve();
  const next = previous.then(async () => {
    const entry = await readCacheEntry<IdMap>(key);
    if (entry?.data[plain] === encrypted) return;
    const data = { ...(entry?.data ?? {}), [plain]: encrypted };
    writeCache(key, data, entry ? { window: entry } : {}).catch(() => undefined);
  });
  const settled = next.catch(() => undefined);
  writes.set(key, settled);
  void settled.then(() => {
    if (writes.get(key) === settled) writes.delete(key);
  });
  return next;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Plain/encrypted pairs found on one object. */
export function idPairsOf(record: Readonly<Record<string, unknown>>): Array<[EncryptedIdField, string, string]> {
  const pairs: Array<[EncryptedIdField, string, string]> = [];
  for (const field of Object.keys(ID_LOOKUPS) as EncryptedIdField[]) {
    const encrypted = idText(record[field]);
    const plain = ID_LOOKUPS[field].plain.map((name) => idText(record[name])).find((v) => v !== null);
    if (encrypted && plain) pairs.push([field, plain, encrypted]);
  }
  return pairs;
}

/**
 * Learns id pairs from a call result: the result object itself and the objects in its
 * top-level arrays (e.g. `lists`), or the items of a result that is an array.
 */
export async function rememberIdPairs(result: unknown): Promise<void> {
  const records: Array<Record<string, unknown>> = [];
  const collect = (items: unknown[]): void => {
    for (const item of items) if (isRecord(item)) records.push(item);
  };
  if (Array.isArray(result)) collect(result);
  else if (isRecord(result)) {
    records.push(result);
    for (const value of Object.values(result)) if (Array.isArray(value)) collect(value);
  }
  await Promise.all(records.flatMap((record) => idPairsOf(record).map(([f, p, e]) => rememberId(f, p, e))));
}
