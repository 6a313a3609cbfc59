/**
 * Whose data the device holds: a fingerprint of the login token and the system comId. What is kept
 * on the device for a session (permission results, persisted page data) is stored with it and
 * shown only while it is the current one, so a new login, a refreshed token or another province
 * never sees what an earlier session kept. Listeners hear every change of it in this page.
 */
import { createStore } from '@/lib/store';
import { getToken } from './token';
import { getSystemComId } from './system';

/**
 * A 53-bit string hash (cyrb53): equality of sessions, not secrecy. The token itself already
 * sits in local storage; the fingerprint only avoids a second copy of it.
 */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The current session's fingerprint; null without a token or a system comId (nothing is kept then). */
export function sessionOwner(): string | null {
  const token = getToken();
  const comId = getSystemComId();
  return token && comId ? hash53(`${comId}\n${token}`) : null;
}

/** The fingerprint held on the app's store primitive: a change of it notifies, an equal one does not. */
const owner = createStore<string | null>(() => sessionOwner());

/** Calls `listener` whenever the session's fingerprint changes (login, logout, new token or comId). */
export function onSessionOwnerChange(listener: (owner: string | null) => void): () => void {
  // Read now, so the first change is judged against the session the listener started in.
  owner.get();
  return owner.subscribe(() => listener(owner.get()));
}

/** Called by the session's writers after a change of token or comId. */
export function sessionOwnerMayHaveChanged(): void {
  owner.set(sessionOwner());
}
