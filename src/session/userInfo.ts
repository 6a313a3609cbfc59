import type { RoleName } from '@/core';

/**
 * The logged-in user, decoded from the token's middle part with the `exp` and `iat` claims
 * removed (spec/product.md 3.2). Known fields are typed; any other claim is kept as is.
 */
export interface UserInfo {
  /** The user's staff code. */
  userCode?: string;
  /** The user's company id. */
  comId?: string;
  /** The user's company code. */
  comCode?: string;
  /** qyUser = internal WeCom user; externalUser = group-chat user. */
  systemRole?: RoleName;
  /** The user's own mobile number (unmasked). */
  mobile?: string;
  /** The WeCom user id. */
  userId?: string;
  /** Other claims of the token payload. */
  readonly [claim: string]: unknown;
}

const STRING_FIELDS = ['userCode', 'comId', 'comCode', 'mobile', 'userId'] as const;
const ROLES: readonly RoleName[] = ['qyUser', 'externalUser'];
const DROPPED_CLAIMS = new Set(['exp', 'iat']);

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Decodes a token into its user info, or null when the token is not valid: it must have three
 * dot-separated parts and the middle part must base64url-decode to a JSON object.
 */
export function decodeToken(token: string | null | undefined): UserInfo | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === '') return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;

  const info: Record<string, unknown> = {};
  for (const [claim, value] of Object.entries(payload)) {
    if (!DROPPED_CLAIMS.has(claim)) info[claim] = value;
  }
  // Company ids are sometimes numbers in the payload; the app compares them as strings.
  for (const field of STRING_FIELDS) {
    const value = info[field];
    if (typeof value === 'number') info[field] = String(value);
    else if (value !== undefined && typeof value !== 'string') delete info[field];
  }
  const role = info.systemRole;
  if (role !== undefined && !ROLES.includes(role as RoleName)) delete info.systemRole;
  return info as UserInfo;
}

/** True when the token has three parts and its middle part decodes to a JSON object. */
export function isTokenValid(token: string | null | undefined): boolean {
  return decodeToken(token) !== null;
}
