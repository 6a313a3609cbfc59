/**
 * Every dictionary of schemas/dicts/, loaded at build time by Vite. Vite-only (import.meta.glob):
 * Node code should import the JSON file it needs directly, as ./provinces does.
 */
import type { Dict } from './dicts';

const modules = import.meta.glob<Dict>('/schemas/dicts/*.json', { eager: true, import: 'default' });

function collect(): Record<string, Dict> {
  const out: Record<string, Dict> = {};
  for (const [path, dict] of Object.entries(modules)) {
    const file = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    if (dict.name !== file) throw new Error(`${path}: name "${dict.name}" must equal the file name "${file}"`);
    out[dict.name] = dict;
  }
  return out;
}

/** Dictionaries by name, e.g. `dicts['customer-gender']`. */
export const dicts: Readonly<Record<string, Dict>> = collect();
