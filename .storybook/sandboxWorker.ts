/**
 * The sandbox server behind Mock Service Worker in the browser: Storybook pages call the same
 * request layer, and the sandbox answers them offline. Started once per preview.
 */
import { setupWorker } from 'msw/browser';
import apiModules from 'virtual:schema/apis';
import { createSandboxApp, createMemoryStore } from '@sandbox/index';
import { createSandboxMswHandler } from '@sandbox/msw';
import type { CompiledApi } from '@/core';

const catalogue: CompiledApi[] = apiModules.flatMap((m) => m.apis.map((a) => ({ ...a, domain: m.domain })));
let started: Promise<void> | null = null;

export function startSandboxWorker(): Promise<void> {
  if (!started) {
    const app = createSandboxApp({ catalogue, store: createMemoryStore(), slowDelayMs: () => 15000 });
    const worker = setupWorker(createSandboxMswHandler(app, catalogue));
    started = worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } }).then(() => undefined);
  }
  return started;
}

/** Calls the sandbox's control API (switches, faults, reset). */
export async function sandboxControl(path: string, body?: unknown, method = 'POST'): Promise<void> {
  await fetch(`/__sandbox/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function personaToken(persona: string, comId: string): Promise<string | null> {
  const res = await fetch('/wecom/api/fake-login.do', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona, comId }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  return body.data?.token ?? null;
}
