/**
 * Debian's Chromium driven over its DevTools pipe (`--remote-debugging-pipe`) with no client
 * library in between: only the CDP domains a cold load needs are enabled, and never Network.
 *
 * Why: with the Network domain enabled (Playwright always enables it), Chromium captures a
 * JavaScript stack for the initiator of every request, and V8 computes the source positions of
 * every frame on it. Scripts are compiled without them (lazy source positions), so the first
 * request made from a module's top level makes V8 parse the whole script again: in a cold load of
 * the app's detail page 46 such collections took 56–84 ms before LCP (traced at 4× CPU), against
 * 0–1 ms on the hand-written floor, whose few requests start from short stacks. A phone in WeCom
 * has no DevTools attached and pays none of it (a startup trace of the same load without any
 * DevTools session shows no collection at all).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './config';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

interface Reply {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
  sessionId?: string;
}

export interface PipeBrowser {
  /** Sends a CDP command (to a target's session when `sessionId` is given) and resolves its result. */
  send<R = Params>(method: string, params?: Params, sessionId?: string): Promise<R>;
  /** Listens to a CDP event; returns the unsubscribe function. */
  on(method: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export async function launchPipeBrowser(): Promise<PipeBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pipe-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  let nextId = 1;
  const pending = new Map<number, { resolve: (r: Params) => void; reject: (e: Error) => void; method: string }>();
  const listeners = new Map<string, Set<Listener>>();
  let buffer = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\0');
    while (end >= 0) {
      const message = JSON.parse(buffer.slice(0, end)) as Reply;
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\0');
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (!call) continue;
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
        else call.resolve(message.result ?? {});
      } else if (message.method) {
        for (const l of listeners.get(message.method) ?? []) l(message.params ?? {}, message.sessionId);
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: Chromium exited`));
    pending.clear();
  });

  const send = <R = Params>(method: string, params: Params = {}, sessionId?: string): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (r: Params) => void, reject, method });
      input.write(`${JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params })}\0`);
    });

  // The browser answers once it is up.
  await send('Browser.getVersion');
  return {
    send,
    on(method, listener) {
      const set = listeners.get(method) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(method, set);
      return () => set.delete(listener);
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
