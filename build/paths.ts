/** Filesystem locations of the schema language, resolved from the project root. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMAS = path.join(ROOT, 'schemas');
export const META = path.join(SCHEMAS, 'meta');
export const FRAGMENTS = path.join(SCHEMAS, 'fragments');
export const RENDERERS = path.join(ROOT, 'renderers');

export const rel = (file: string): string => path.relative(ROOT, file).split(path.sep).join('/');
