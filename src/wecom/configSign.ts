import { request } from '@/request';
import { WecomError } from './errors';

/**
 * Call `configSign` (GET config-sign.do).
 *
 * Request params: `{ url, type? }`. `url` is the page URL without its '#' part, exactly as the
 * SDK passes it. Without `type` the server signs with the enterprise jsapi_ticket (ww.config);
 * with `type: 'agent'` it signs with the application ticket (ww.agentConfig).
 *
 * Answer (the unwrapped `data` of the new answer style):
 * ```json
 * { "corpId": "ww…", "agentId": "1000002", "timestamp": 1700000000, "nonceStr": "…", "signature": "<sha1 hex>" }
 * ```
 * `agentId` is required when `type` is 'agent' and optional otherwise. `timestamp` is in seconds
 * (number or string). `appId` is accepted as an alias of `corpId` (the legacy wx.config name).
 */
export interface ConfigSignAnswer {
  corpId: string;
  agentId?: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
}

export type ConfigSignType = 'corp' | 'agent';

export const CONFIG_SIGN_FAILED_MESSAGE = '企业微信签名获取失败';

function readString(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Checks the server's answer; a malformed one is a WecomError, not a silent bad signature. */
export function parseConfigSign(answer: unknown, type: ConfigSignType): ConfigSignAnswer {
  if (typeof answer !== 'object' || answer === null) throw new WecomError('configSign', CONFIG_SIGN_FAILED_MESSAGE);
  const source = answer as Record<string, unknown>;
  const corpId = readString(source, 'corpId') ?? readString(source, 'appId');
  const agentId = readString(source, 'agentId');
  const timestamp = readString(source, 'timestamp');
  const nonceStr = readString(source, 'nonceStr');
  const signature = readString(source, 'signature');
  if (!corpId || !timestamp || !nonceStr || !signature || (type === 'agent' && !agentId)) {
    throw new WecomError('configSign', CONFIG_SIGN_FAILED_MESSAGE);
  }
  return { corpId, agentId, timestamp: source.timestamp as number | string, nonceStr, signature };
}

export async function fetchConfigSign(url: string, type: ConfigSignType): Promise<ConfigSignAnswer> {
  const params: Record<string, unknown> = type === 'agent' ? { url, type: 'agent' } : { url };
  return parseConfigSign(await request<unknown>('configSign', params), type);
}

/** How long a fetched signature may be reused for the same URL (the SDK asks again on URL change). */
const REUSE_MS = 60_000;

/**
 * Signature source with a short memo: registration fetches the agent signature once to learn
 * corpId/agentId, and the SDK's first `getAgentConfigSignature(url)` reuses it instead of asking
 * twice. Failed fetches are forgotten so the next attempt retries.
 */
export function createSignatureSource(
  fetcher: (url: string, type: ConfigSignType) => Promise<ConfigSignAnswer> = fetchConfigSign,
  now: () => number = Date.now,
): (url: string, type: ConfigSignType) => Promise<ConfigSignAnswer> {
  const memo = new Map<string, { at: number; answer: Promise<ConfigSignAnswer> }>();
  return (url, type) => {
    const key = `${type} ${url}`;
    const hit = memo.get(key);
    if (hit && now() - hit.at < REUSE_MS) return hit.answer;
    const answer = fetcher(url, type);
    memo.set(key, { at: now(), answer });
    answer.catch(() => {
      if (memo.get(key)?.answer === answer) memo.delete(key);
    });
    return answer;
  };
}
