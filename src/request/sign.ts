/**
 * Parameter signing (spec/calls.md section 5): sort the non-null params by name, join them as
 * `name=value` with '&', take the SHA-1 hex digest. Secrets are passed in from configuration
 * (environment variables at build time); none is stored in the repository.
 */

/** SHA-1 hex digest of a UTF-8 string, through Web Crypto. */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function valueText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The string that is signed: non-null params sorted by name, `name=value` joined with '&';
 * object values as JSON. A secret, when given, is appended as `&key=<secret>`.
 */
export function signingText(params: Readonly<Record<string, unknown>>, secret?: string): string {
  const text = Object.keys(params)
    .filter((name) => params[name] !== null && params[name] !== undefined)
    .sort()
    .map((name) => `${name}=${valueText(params[name])}`)
    .join('&');
  return secret ? `${text}&key=${secret}` : text;
}

/** SHA-1 hex signature of params (see {@link signingText}). */
export function signParams(params: Readonly<Record<string, unknown>>, secret?: string): Promise<string> {
  return sha1Hex(signingText(params, secret));
}
