import { getToken } from './token';
import { isTokenValid } from './userInfo';

/** How often and how many times {@link waitForToken} looks for the login token. */
export interface WaitForTokenOptions {
  /** Milliseconds between checks. Default 1000 (spec: every 1 s). */
  intervalMs?: number;
  /** Checks after the immediate one. Default 10 (spec: up to 10 tries). */
  tries?: number;
}

/**
 * Resolves with the login token as soon as a valid one is present: at once, or at one of
 * `tries` checks `intervalMs` apart. Resolves null after the last check fails (10 s by default).
 */
export function waitForToken({ intervalMs = 1000, tries = 10 }: WaitForTokenOptions = {}): Promise<string | null> {
  const current = (): string | null => {
    const token = getToken();
    return isTokenValid(token) ? token : null;
  };
  const now = current();
  if (now !== null || tries <= 0) return Promise.resolve(now);

  return new Promise((resolve) => {
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      const token = current();
      if (token !== null || attempts >= tries) {
        clearInterval(timer);
        resolve(token);
      }
    }, intervalMs);
  });
}
