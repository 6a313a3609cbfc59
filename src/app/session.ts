/**
 * Session state the guard needs beyond src/session: which role's dynamic routes are generated
 * (spec 4.1 step 9), and loading a missing token from the login cookie.
 */
import Cookies from 'js-cookie';
import { COOKIE_KEYS, getToken, isTokenValid, setToken, getUserInfo } from '@/session';
import { toRoleName } from '@/router';
import type { RoleName } from '@/core';

let generatedFor: RoleName | null = null;

export function routesGenerated(): boolean {
  const role = toRoleName(getUserInfo()?.systemRole);
  return generatedFor !== null && generatedFor === role;
}

/** Marks the dynamic routes of a role as generated; the route table already holds every route. */
export async function generateRoutes(role: string): Promise<void> {
  const name = toRoleName(role);
  if (!name) throw new Error(`unknown systemRole '${role}' in the token`);
  generatedFor = name;
}

export function resetGeneratedRoutes(): void {
  generatedFor = null;
}

/** The login token set as a cookie by the server's OAuth redirect, if valid. */
export async function loadToken(): Promise<string | null> {
  const existing = getToken();
  if (existing) return existing;
  const fromCookie = Cookies.get(COOKIE_KEYS.token);
  if (fromCookie && isTokenValid(fromCookie)) {
    setToken(fromCookie);
    return fromCookie;
  }
  return null;
}
