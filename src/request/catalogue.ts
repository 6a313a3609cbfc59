import type { ApiModule as ApiModuleFile, CompiledApi } from '@/core';
import { requestConfig } from './config';
import { CatalogueError } from './errors';

/** What compiling needs of a module file. */
type ApiModule = Pick<ApiModuleFile, 'domain' | 'apis'>;

function isApiModule(value: unknown): value is ApiModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Partial<ApiModule>;
  return typeof module.domain === 'string' && Array.isArray(module.apis);
}

/**
 * Compiles catalogue modules (file path → parsed JSON) into entries with their domain.
 * Shape errors name the file; full validation is the schema check's job at build time.
 */
export function compileCatalogue(modules: Readonly<Record<string, unknown>>): CompiledApi[] {
  const compiled: CompiledApi[] = [];
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    if (!isApiModule(module)) throw new CatalogueError(`${file}: not a call catalogue module (needs "domain" and "apis").`);
    for (const api of module.apis) compiled.push({ ...api, domain: module.domain });
  }
  return compiled;
}

/** The configured catalogue entry with this id, or undefined. */
export function apiById(id: string): CompiledApi | undefined {
  return requestConfig().apis.get(id);
}

/** The configured entry with this id; a developer error naming the id when there is none. */
export function requireApi(id: string): CompiledApi {
  const api = apiById(id);
  if (!api) throw new CatalogueError(`Unknown call id "${id}": it is not in the call catalogue (schemas/apis/*.json).`);
  return api;
}
