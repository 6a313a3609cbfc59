/**
 * Starts the app exactly as a developer does (`npm start`) on a free port, with a fresh sandbox
 * state directory, and waits until it answers. The URL is provided to tests as `baseURL`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`npm start did not answer at ${url} within ${ms} ms`);
}

/** The log as read on a terminal without colour. */
function withoutColour(text: string): string {
  // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

let child: ChildProcess | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const sandboxDir = path.join(root, '.tmp', 'e2e-sandbox');
  fs.rmSync(sandboxDir, { recursive: true, force: true });
  child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_DIR: sandboxDir, BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseURL}/`, child, 120000);
  } catch (e) {
    console.error(log);
    throw e;
  }
  // A newcomer's first look: under Vite's banner, the URL that works (the login page with a
  // company), not only the bare root that ends on 缺少省份信息.
  const appLine = `App:     ${baseURL}/login?comId=11000000`;
  const printed = (): boolean => withoutColour(log).includes(appLine);
  for (let i = 0; i < 50 && !printed(); i++) await new Promise((r) => setTimeout(r, 100));
  if (!printed()) {
    console.error(log);
    throw new Error(`npm start did not print "${appLine}"`);
  }
  project.provide('baseURL', baseURL);
  return async () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
}
