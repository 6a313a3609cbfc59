/** The app's schemas as compiled by the build (validated, expressions compiled). */
import routeModules from 'virtual:schema/routes';
import apiModules from 'virtual:schema/apis-runtime';
import app from 'virtual:schema/app';
import type { CompiledApi } from '@/core';
import type { Dict } from '@/lib/dicts';
import { compileRouteTable, type RouteTable } from '@/router';

export const appDefaults = app;

export const routeTable: RouteTable = compileRouteTable(routeModules);

/** The call catalogue as the request layer uses it (titles and notes stripped at build time). */
export const catalogue: CompiledApi[] = apiModules.flatMap((m) => m.apis.map((a) => ({ ...a, title: a.id, domain: m.domain })));

/**
 * Dictionaries load in their own chunk, in parallel with the first page (pageLoader awaits it),
 * so the entry bundle does not carry them. `dicts` is filled in place once loaded.
 */
export const dicts: Record<string, Dict> = {};
let dictsLoading: Promise<void> | null = null;

export function loadDicts(): Promise<void> {
  dictsLoading ??= import('virtual:schema/dicts').then((m) => {
    for (const d of m.default) dicts[d.name] = d;
  });
  return dictsLoading;
}

export const jumpTargets = routeModules.flatMap((m) => m.jumpTargets ?? []);
