/**
 * The sandbox: a stand-in for the insurer's server. Browser-safe entry (no node: imports):
 * use it behind Mock Service Worker or in Storybook. Node helpers are in ./node.
 */
export { createSandboxApp, sandboxPaths, stripDo, attachmentHeader } from './app';
export type { SandboxAppOptions } from './app';
export { createMemoryStore, nextId } from './store';
export type { SandboxStore, MemoryStoreOptions } from './store';
export { buildSeed, SEED_VERSION, DEFAULT_SEED } from './seed';
export type * from './seed/types';
export { sandboxPersonas, findPersona, SANDBOX_COM_IDS } from './session/personas';
export type { SandboxPersona, PersonaKey, PersonaPerson } from './session/personas';
export { loginPersona } from './session/login';
export type { LoginResult } from './session/login';
export { issueToken, verifyToken, decodeTokenPayload, TOKEN_TTL_SECONDS, REFRESH_WINDOW_SECONDS } from './session/token';
export type { TokenPayload, TokenClaims } from './session/token';
export { answerStyleOf, OLDER_LAYER_PREFIXES, OLD_STYLE_IDS, MSGBOOL_IDS } from './answer';
export type { AnswerStyle } from './answer';
export { FAULT_KINDS, createFaultBook } from './faults';
export type { Fault, FaultKind, FaultBook } from './faults';
export { HANDLERS, handlerFor, specificHandler } from './handlers';
export { isPublicCall } from './session/access';
export { NO_MANAGER_RECORD_MESSAGE } from './handlers/auth';
