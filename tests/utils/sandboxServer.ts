/**
 * The sandbox behind Mock Service Worker in Node (jsdom tests): the real request layer calls the
 * real sandbox app in-process. Call `setupSandbox()` at the top of a test file.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import apiModules from 'virtual:schema/apis';
import { createFaultBook, createSandboxApp, createMemoryStore, type FaultBook, type SandboxStore } from '@sandbox/index';
import { createSandboxMswHandler } from '@sandbox/msw';
import type { CompiledApi } from '@/core/types';
import { configureRequest } from '@/request';

export const catalogue: CompiledApi[] = apiModules.flatMap((m) => m.apis.map((a) => ({ ...a, domain: m.domain })));

export interface SandboxHandle {
  store: SandboxStore;
  /** Injected faults (HTTP 500, malformed answers, slow calls…); cleared after each case. */
  faults: FaultBook;
  login(persona: string, comId?: string): Promise<string>;
  /** Paths of the requests the app sent to the sandbox since the case began (or since `clearSent`). */
  sent(): string[];
  clearSent(): void;
}

export function setupSandbox(): SandboxHandle {
  const store = createMemoryStore();
  const faults = createFaultBook();
  const app = createSandboxApp({ catalogue, store, faults, slowDelayMs: () => 50 });
  const server = setupServer(createSandboxMswHandler(app, catalogue));
  let sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push(new URL(request.url).pathname);
  });
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'bypass' });
    configureRequest({ apis: catalogue, baseURL: '', reload: () => undefined });
  });
  afterEach(() => {
    server.resetHandlers();
    faults.clear();
    sent = [];
  });
  afterAll(() => server.close());
  return {
    store,
    faults,
    sent: () => [...sent],
    clearSent: () => {
      sent = [];
    },
    async login(persona, comId = '11000000') {
      const res = await app.fetch(
        new Request('http://localhost/wecom/api/fake-login.do', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ persona, comId }),
        }),
      );
      const body = (await res.json()) as { data?: { token?: string } };
      if (!body.data?.token) throw new Error(`fake login failed for ${persona}`);
      return body.data.token;
    },
  };
}
