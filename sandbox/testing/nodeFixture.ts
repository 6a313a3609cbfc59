/** Test fixture (Node): the real catalogue from schemas/apis, a fresh store and a logged-in caller. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { CompiledApi } from '@/core/types';
import { createSandboxApp, type SandboxAppOptions } from '@sandbox/app';
import { createFaultBook, type FaultBook } from '@sandbox/faults';
import { loadCatalogueFromFs } from '@sandbox/node';
import { loginPersona } from '@sandbox/session/login';
import type { PersonaKey } from '@sandbox/session/personas';
import { createMemoryStore, type SandboxStore } from '@sandbox/store';
import { callApi, type CallOptions, type CallParams, type CallResult } from './client';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let cachedCatalogue: CompiledApi[] | undefined;
export function projectCatalogue(): CompiledApi[] {
  cachedCatalogue ??= loadCatalogueFromFs(PROJECT_ROOT);
  return cachedCatalogue;
}

export interface TestSandbox {
  app: Hono;
  store: SandboxStore;
  faults: FaultBook;
  catalogue: CompiledApi[];
  api(id: string): CompiledApi;
  /** A token for a persona (default manager in 51000000) at the sandbox clock. */
  login(persona?: PersonaKey, comId?: '51000000' | '11000000'): string;
  /** Calls a catalogue id; token defaults to the manager's. */
  call(id: string, params?: CallParams, options?: CallOptions): Promise<CallResult>;
  /** Calls a control path like '/__sandbox/fault'. */
  control(method: string, path: string, body?: unknown): Promise<Response>;
}

export function createTestSandbox(options: Partial<SandboxAppOptions> = {}): TestSandbox {
  const catalogue = options.catalogue ? [...options.catalogue] : projectCatalogue();
  const now = options.now ?? Date.now;
  const store = options.store ?? createMemoryStore({ now });
  const faults = options.faults ?? createFaultBook();
  const app = createSandboxApp({ ...options, catalogue, store, faults, now });
  const api = (id: string): CompiledApi => {
    const found = catalogue.find((a) => a.id === id);
    if (!found) throw new Error(`no catalogue entry ${id}`);
    return found;
  };
  const login = (persona: PersonaKey = 'manager', comId: '51000000' | '11000000' = '51000000'): string => {
    const result = loginPersona(persona, comId, now());
    if (!result) throw new Error(`cannot log in ${persona}`);
    return result.token;
  };
  let managerToken: string | undefined;
  return {
    app,
    store,
    faults,
    catalogue,
    api,
    login,
    call: (id, params = {}, callOptions = {}) => {
      managerToken ??= login();
      return callApi(app, api(id), params, { token: managerToken, ...callOptions });
    },
    control: async (method, path, body) =>
      app.fetch(new Request(`http://sandbox.test${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })),
  };
}

/** A test sandbox with the manager of the Beijing company (11000000) logged in: the sandbox and the token. */
export function beijingManager(options: Partial<SandboxAppOptions> = {}): { sb: TestSandbox; token: string } {
  const sb = createTestSandbox(options);
  return { sb, token: sb.login('manager', '11000000') };
}
