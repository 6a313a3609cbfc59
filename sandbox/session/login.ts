/** Persona login: the token and user info fakeLogin and login.do answer. */
import { findPersona, isSandboxComId, sandboxPersonas, type SandboxPersona } from './personas';
import { issueToken, type TokenClaims } from './token';

export interface LoginResult {
  token: string;
  user: TokenClaims & { personaLabel: string };
}

/** Logs a persona in at a company; unknown persona or company gives null. */
export function loginPersona(personaKey: string, comId: string, nowMs: number): LoginResult | null {
  const persona = findPersona(personaKey);
  if (!persona || !isSandboxComId(comId)) return null;
  const claims = personaClaims(persona, comId);
  return { token: issueToken(claims, nowMs), user: { ...claims, personaLabel: persona.label } };
}

export function personaClaims(persona: SandboxPersona, comId: '11000000' | '51000000'): TokenClaims {
  const person = persona.people[comId];
  return {
    userCode: person.userCode,
    comId,
    comCode: person.comCode,
    systemRole: persona.systemRole,
    mobile: person.mobile,
    userId: person.userId,
    userName: person.userName,
    persona: persona.key,
  };
}

/** The persona a WeCom OAuth code stands for: a persona key, else the account manager. */
export function personaForCode(code: string): SandboxPersona {
  return sandboxPersonas.find((p) => code === p.key || code.startsWith(`${p.key}:`)) ?? sandboxPersonas[0];
}
