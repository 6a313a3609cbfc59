/**
 * The /__sandbox JSON API: config switches, faults, reset, state, personas, generated assets and
 * downloadable files. Only for development, Storybook and tests.
 */
import type { Hono } from 'hono';
import type { CompiledApi } from '@/core/types';
import { renderAsset } from './assets';
import { isFaultKind, type FaultBook } from './faults';
import { ePolicyFile, trainingFile } from './handlers/files';
import { loginPersona } from './session/login';
import { sandboxPersonas, SANDBOX_COM_IDS } from './session/personas';
import type { SandboxState } from './seed/types';
import type { SandboxStore } from './store';
import { isJsonObject, type JsonObject } from './util/json';

export interface ControlDeps {
  store: SandboxStore;
  faults: FaultBook;
  catalogue: readonly CompiledApi[];
  now: () => number;
}

/** Switches kept per province company id; all others are global. */
export const PER_COMPANY_SWITCHES = ['smart_business_card', 'check_wecom_phone_same_as_khyx'] as const;
export const GLOBAL_SWITCHES = ['wx_temporarily_do'] as const;

async function readJson(request: Request): Promise<JsonObject> {
  try {
    const body: unknown = await request.json();
    return isJsonObject(body) ? body : {};
  } catch {
    return {};
  }
}

function switchValue(value: unknown): string | undefined {
  if (value === true || value === 1 || value === '1') return '1';
  if (value === false || value === 0 || value === '0') return '0';
  return undefined;
}

/**
 * Applies {comId?, <switch>: '0'|'1', ...} (or the same inside `switches`). Without comId,
 * per-company switches change in both companies.
 */
export function applySwitches(state: SandboxState, body: JsonObject): void {
  const source: JsonObject = isJsonObject(body.switches) ? { ...body.switches, comId: body.comId ?? null } : body;
  const comId = typeof source.comId === 'string' ? source.comId : undefined;
  const targets = comId ? [comId] : [...SANDBOX_COM_IDS];
  for (const [key, raw] of Object.entries(source)) {
    if (key === 'comId') continue;
    const value = switchValue(raw);
    if (value === undefined) continue;
    if ((GLOBAL_SWITCHES as readonly string[]).includes(key)) {
      state.switches.global[key] = value;
    } else {
      for (const target of targets) {
        state.switches.byComId[target] = { ...(state.switches.byComId[target] ?? {}), [key]: value };
      }
    }
  }
}

export function registerControls(app: Hono, deps: ControlDeps): void {
  const { store, faults } = deps;

  app.get('/__sandbox/health', (c) => c.json({ ok: true, calls: deps.catalogue.length, version: store.state.version }));

  app.get('/__sandbox/config', (c) => c.json(store.state.switches));
  app.post('/__sandbox/config', async (c) => {
    const body = await readJson(c.req.raw);
    store.write((s) => applySwitches(s, body));
    return c.json(store.state.switches);
  });

  app.get('/__sandbox/fault', (c) => c.json(faults.list()));
  app.post('/__sandbox/fault', async (c) => {
    const body = await readJson(c.req.raw);
    const id = typeof body.id === 'string' ? body.id : '';
    if (!id || !isFaultKind(body.kind)) {
      return c.json({ error: 'expected {id, kind: slow|http500|malformed|oldFail|status16, once?, delayMs?}' }, 400);
    }
    if (id !== '*' && !deps.catalogue.some((a) => a.id === id)) return c.json({ error: `unknown call id ${id}` }, 404);
    faults.set({
      id,
      kind: body.kind,
      once: body.once === true,
      delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
      variant: body.variant === 'text' ? 'text' : 'json',
    });
    return c.json(faults.list());
  });
  app.delete('/__sandbox/fault', (c) => {
    const id = c.req.query('id');
    faults.clear(id || undefined);
    return c.json(faults.list());
  });

  app.post('/__sandbox/reset', async (c) => {
    store.reset();
    faults.clear();
    await store.flush();
    return c.json({ ok: true, version: store.state.version });
  });

  app.get('/__sandbox/state', (c) => {
    const key = c.req.query('key');
    if (key) {
      const value = (store.state as unknown as Record<string, unknown>)[key];
      return value === undefined ? c.json({ error: `no state key ${key}` }, 404) : c.json(value);
    }
    return c.json(store.state);
  });

  app.get('/__sandbox/personas', (c) => c.json(sandboxPersonas));
  app.post('/__sandbox/login', async (c) => {
    const body = await readJson(c.req.raw);
    const result = loginPersona(String(body.persona ?? 'manager'), String(body.comId ?? '51000000'), deps.now());
    return result ? c.json(result) : c.json({ error: 'unknown persona or comId' }, 400);
  });

  app.get('/__sandbox/assets/:name', (c) => {
    const svg = renderAsset(c.req.param('name'), store.state);
    if (!svg) return c.notFound();
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
  });

  /**
   * Training materials (getTrainingResource's videoUrl and fileUrl), shown inline: a PDF the
   * browser's viewer opens, an MP4 with byte ranges (Safari's <video> asks for them).
   */
  app.get('/__sandbox/files/training/:name', async (c) => {
    const file = await trainingFile(store.state, c.req.param('name'));
    if (!file) return c.notFound();
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'accept-ranges': 'bytes',
    };
    const size = file.body.length;
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (!range || (!range[1] && !range[2])) return new Response(file.body, { headers: { ...headers, 'content-length': String(size) } });
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    return new Response(file.body.slice(start, end + 1), {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': String(end - start + 1) },
    });
  });

  /** E-policy download links answered by getDownloadEPolicyLink and friends. */
  app.get('/__sandbox/files/epolicy/:policyNo', (c) => {
    const file = ePolicyFile(store.state, c.req.param('policyNo').replace(/\.pdf$/, ''));
    if (!file) return c.notFound();
    return new Response(file.body, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    });
  });
}
