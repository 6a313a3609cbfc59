/** The icon names a page schema uses, so the page loader (and the bench) load them with the page. */
import { resolveNavIcon } from './navIcons';

/** Cells' `icon` and the nav bar's `rightIcon` (aliases resolved) anywhere in a schema. */
export function iconNamesOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const n of node) iconNamesOf(n, out);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (typeof v === 'string') {
        if (k === 'icon') out.push(v);
        else if (k === 'rightIcon') out.push(resolveNavIcon(v)?.icon ?? v);
      } else if (v && typeof v === 'object') {
        iconNamesOf(v, out);
      }
    }
  }
  return out;
}
