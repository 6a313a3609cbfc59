/** The app's schemas as compiled by the build (validated, expressions compiled). */
import routeModules from 'virtual:schema/routes';
import apiModules from 'virtual:schema/apis-runtime';
import app from 'virtual:schema/app';
import type { CompiledApi, PageModule } from '@/core';
import type { Dict } from '@/lib/dicts';
import { compileRouteTable, type RouteTable } from '@/router';

export const appDefaults = app;

export const routeTable: RouteTable = compileRouteTable(routeModules);

/** The call catalogue as the request layer uses it (titles and notes stripped at build time). */
export const catalogue: CompiledApi[] = apiModules.flatMap((m) => m.apis.map((a) => ({ ...a, title: a.id, domain: m.domain })));

/**
 * The dictionaries of the pages loaded so far, filled in place: each page's chunk carries the
 * dictionaries it names (PageModule.dicts), so neither the entry nor a page's first paint downloads
 * the others.
 */
export const dicts: Record<string, Dict> = {};
let allLoading: Promise<Record<string, Dict>> | null = null;

/** Every dictionary, in a chunk of its own: for a page that names one at run time. */
function loadAllDicts(): Promise<Record<string, Dict>> {
  allLoading ??= import('virtual:schema/dicts').then((m) => Object.fromEntries(m.default.map((d) => [d.name, d])));
  return allLoading;
}

/** The dictionaries a page module names (every one for 'all'), by name. */
export async function pageDicts(mod: PageModule): Promise<Record<string, Dict>> {
  return mod.dicts === 'all' ? loadAllDicts() : Object.fromEntries(mod.dicts.map((d) => [d.name, d]));
}

/** Adds a page's dictionaries to `dicts` before it renders. */
export async function loadPageDicts(mod: PageModule): Promise<void> {
  Object.assign(dicts, await pageDicts(mod));
}

export const jumpTargets = routeModules.flatMap((m) => m.jumpTargets ?? []);
