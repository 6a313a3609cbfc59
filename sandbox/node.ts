/**
 * Node-only sandbox helpers: a file-backed store, a Connect middleware for the dev server, and
 * loading the call catalogue from schemas/apis.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiDef, CompiledApi } from '@/core/types';
import { createSandboxApp, sandboxPaths, type SandboxAppOptions } from './app';
import { SEED_VERSION } from './seed';
import type { SandboxState } from './seed/types';
import { createMemoryStore, type SandboxStore } from './store';
import { fmtDate } from './util/dates';

export const STATE_FILE = 'state.json';

/** Reads schemas/apis/*.json under rootDir into compiled catalogue entries (sorted by file). */
export function loadCatalogueFromFs(rootDir: string = process.cwd()): CompiledApi[] {
  const dir = join(rootDir, 'schemas', 'apis');
  if (!existsSync(dir)) return [];
  const out: CompiledApi[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const module: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (typeof module !== 'object' || module === null) continue;
    const { domain, apis } = module as { domain?: unknown; apis?: unknown };
    if (typeof domain !== 'string' || !Array.isArray(apis)) throw new Error(`schemas/apis/${file}: not a call catalogue module`);
    for (const api of apis as ApiDef[]) out.push({ ...api, domain });
  }
  return out;
}

function readState(file: string): SandboxState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as SandboxState;
    return state.version === SEED_VERSION ? state : undefined;
  } catch {
    // A corrupt file (e.g. an interrupted write) falls back to the seed.
    return undefined;
  }
}

/** Saves still waiting for their debounce; written synchronously if the process exits first. */
const pendingSaves = new Set<() => void>();
let exitHookInstalled = false;
function flushOnExit(save: () => void): void {
  pendingSaves.add(save);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const pending of pendingSaves) pending();
  });
}

export interface FileStoreOptions {
  /** Wait this long after the last write before saving (default 250 ms). */
  debounceMs?: number;
}

/**
 * A store persisted to <dir>/state.json: loaded at start (when its seed version matches), saved
 * after writes (debounced, atomically through a temp file). flush() saves pending changes now.
 */
export function createFileStore(dir = '.sandbox', options: FileStoreOptions = {}): SandboxStore {
  const root = resolve(dir);
  const file = join(root, STATE_FILE);
  const memory = createMemoryStore({ initial: readState(file) });
  const today = fmtDate(Date.now());
  if (memory.state.seededFor < today) {
    // Kept state is the developer's: keep it, but say why due dates look older than they should.
    console.info(`[sandbox] state seeded for ${memory.state.seededFor}; \`npm run sandbox:reset\` re-seeds it around today (${today}).`);
  }
  const debounceMs = options.debounceMs ?? 250;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = (): void => {
    timer = undefined;
    pendingSaves.delete(save);
    mkdirSync(root, { recursive: true });
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(memory.state));
    renameSync(tmp, file);
  };
  memory.subscribe(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, debounceMs);
    flushOnExit(save);
    // Do not keep a CLI or test process alive just for a pending save.
    if (typeof timer === 'object' && 'unref' in timer) timer.unref();
  });

  return {
    get state() {
      return memory.state;
    },
    write: (change) => memory.write(change),
    reset: () => memory.reset(),
    subscribe: (listener) => memory.subscribe(listener),
    flush: async () => {
      if (timer) {
        clearTimeout(timer);
        save();
      }
    },
  };
}

export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface NodeSandbox extends NodeMiddleware {
  app: Hono;
  store: SandboxStore;
  /** True for paths the sandbox answers (catalogue paths and /__sandbox/*). */
  handles(pathname: string): boolean;
}

export interface NodeSandboxOptions extends Partial<Omit<SandboxAppOptions, 'catalogue' | 'store'>> {
  /** State directory (default '.sandbox'). */
  dir?: string;
  /** Default: loadCatalogueFromFs(process.cwd()). */
  catalogue?: CompiledApi[];
  store?: SandboxStore;
}

/**
 * A Connect/Node middleware for Vite's dev server (or any http server): answers sandbox paths
 * and calls next() for everything else.
 */
export function createNodeSandbox(options: NodeSandboxOptions = {}): NodeSandbox {
  const catalogue = options.catalogue ?? loadCatalogueFromFs();
  const store = options.store ?? createFileStore(options.dir ?? '.sandbox');
  const app = createSandboxApp({ ...options, catalogue, store });
  const paths = sandboxPaths(catalogue, options.basePath ?? '');
  const listener = getRequestListener(app.fetch);
  const handles = (pathname: string): boolean => pathname.startsWith('/__sandbox/') || paths.has(pathname);
  const middleware: NodeMiddleware = (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (!handles(pathname)) {
      next();
      return;
    }
    listener(req, res).catch(next);
  };
  return Object.assign(middleware, { app, store, handles });
}
