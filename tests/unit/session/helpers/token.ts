/** Builds a token with three dot-separated parts whose middle part is the base64url JSON payload. */
export function makeToken(payload: Record<string, unknown>): string {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

export const USER_PAYLOAD = {
  userCode: '8000123',
  comId: '51000000',
  comCode: '51010000',
  systemRole: 'qyUser',
  mobile: '13800138000',
  userId: 'zhangsan',
  exp: 1999999999,
  iat: 1700000000,
} as const;
