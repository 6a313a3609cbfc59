/** The app's schemas as compiled by the build (validated, expressions compiled). */
import routeModules from 'virtual:schema/routes';
import apiModules from 'virtual:schema/apis';
import dictList from 'virtual:schema/dicts';
import app from 'virtual:schema/app';
import type { CompiledApi } from '@/core/types';
import type { Dict } from '@/lib/dicts';
import { compileRouteTable, type RouteTable } from '@/router';

export const appDefaults = app;

export const routeTable: RouteTable = compileRouteTable(routeModules);

export const catalogue: CompiledApi[] = apiModules.flatMap((m) => m.apis.map((a) => ({ ...a, domain: m.domain })));

export const dicts: Record<string, Dict> = Object.fromEntries(dictList.map((d) => [d.name, d]));

export const jumpTargets = routeModules.flatMap((m) => m.jumpTargets ?? []);
