/**
 * Sandbox login tokens: base64url(header).base64url(payload).signature, shaped like a JWT so the
 * app's token check (three parts, middle decodes) applies. Signed with a sandbox-only key.
 */
import type { RoleName } from '@/core/types';
import { base64UrlDecode, base64UrlEncode } from '@sandbox/util/base64';
import { isJsonObject } from '@sandbox/util/json';
import { sha1Hex } from '@sandbox/util/sha1';

/** Token lifetime: 2 hours. */
export const TOKEN_TTL_SECONDS = 2 * 3600;
/** A token with less than this left gets a fresh one in the jwt-refresh header. */
export const REFRESH_WINDOW_SECONDS = 15 * 60;

const SIGNING_KEY = 'sandbox-signing-key-not-a-secret';
const HEADER = base64UrlEncode(JSON.stringify({ alg: 'HS1', typ: 'JWT' }));

export interface TokenPayload {
  userCode: string;
  comId: string;
  comCode: string;
  systemRole: RoleName;
  mobile: string;
  userId: string;
  userName: string;
  /** Persona key the token was issued for (sandbox extra claim). */
  persona: string;
  /** Expiry and issue time, seconds since the epoch. */
  exp: number;
  iat: number;
  /** Token id: two logins in the same second still get different tokens (logout revokes one). */
  jti: string;
}

export type TokenClaims = Omit<TokenPayload, 'exp' | 'iat' | 'jti'>;

let issued = 0;

function sign(headerAndPayload: string): string {
  return base64UrlEncode(sha1Hex(`${SIGNING_KEY}.${headerAndPayload}`));
}

export function issueToken(claims: TokenClaims, nowMs: number, ttlSeconds = TOKEN_TTL_SECONDS): string {
  const iat = Math.floor(nowMs / 1000);
  issued += 1;
  const payload: TokenPayload = { ...claims, iat, exp: iat + ttlSeconds, jti: `${iat.toString(36)}.${issued.toString(36)}` };
  const body = `${HEADER}.${base64UrlEncode(JSON.stringify(payload))}`;
  return `${body}.${sign(body)}`;
}

export type TokenCheck =
  | { ok: true; payload: TokenPayload; token: string }
  | { ok: false; reason: 'absent' | 'malformed' | 'signature' | 'expired' | 'revoked' };

function isPayload(value: unknown): value is TokenPayload {
  if (!isJsonObject(value)) return false;
  return (
    typeof value.userCode === 'string' &&
    typeof value.comId === 'string' &&
    typeof value.exp === 'number' &&
    typeof value.iat === 'number' &&
    (value.systemRole === 'qyUser' || value.systemRole === 'externalUser')
  );
}

/** Decodes the payload without checking signature or expiry (null when malformed). */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}

export function verifyToken(token: string | null | undefined, nowMs: number, revoked: readonly string[] = []): TokenCheck {
  if (!token) return { ok: false, reason: 'absent' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const payload = decodeTokenPayload(token);
  if (!payload) return { ok: false, reason: 'malformed' };
  if (sign(`${parts[0]}.${parts[1]}`) !== parts[2]) return { ok: false, reason: 'signature' };
  if (revoked.includes(parts[2])) return { ok: false, reason: 'revoked' };
  if (payload.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, payload, token };
}

/** True when the token should be replaced through the jwt-refresh header. */
export function needsRefresh(payload: TokenPayload, nowMs: number): boolean {
  return payload.exp * 1000 - nowMs < REFRESH_WINDOW_SECONDS * 1000;
}

export function claimsOf(payload: TokenPayload): TokenClaims {
  const { exp: _exp, iat: _iat, jti: _jti, ...claims } = payload;
  return claims;
}
