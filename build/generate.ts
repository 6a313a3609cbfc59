/**
 * What the generators of checked-in files share (build/actions.ts, widgetTypes.ts, metaTypes.ts):
 * shared schemas stood for by hand-written TypeScript types, and writing a file only when it changed.
 */
import fs from 'node:fs';

/**
 * `value` (a JSON Schema) with each `$ref` replaced by the TypeScript type `refTypes` names for it
 * (json-schema-to-typescript's `tsType`) and editor-only `x-` keywords left out. A $ref without a
 * type is an error naming `file` and the generator (`owner`) whose table lacks it.
 */
export function withTsTypes(value: unknown, refTypes: Readonly<Record<string, string>>, file: string, owner: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withTsTypes(v, refTypes, file, owner));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const ref = entries.find(([k]) => k === '$ref')?.[1];
  if (typeof ref === 'string') {
    const ts = refTypes[ref];
    if (!ts) throw new Error(`${file}: $ref ${ref} has no TypeScript type in ${owner}`);
    return { ...Object.fromEntries(entries.filter(([k]) => k !== '$ref')), tsType: ts };
  }
  return Object.fromEntries(entries.filter(([k]) => !k.startsWith('x-')).map(([k, v]) => [k, withTsTypes(v, refTypes, file, owner)]));
}

/** Writes `text` to `file` unless it already holds it; returns whether it wrote. */
export function writeIfChanged(file: string, text: string): boolean {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (old === text) return false;
  fs.writeFileSync(file, text);
  return true;
}
