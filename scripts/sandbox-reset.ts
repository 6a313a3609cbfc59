/**
 * Restores the sandbox to its seed: deletes .sandbox/state.json (or --dir <dir>), so the next
 * start re-seeds. A running dev server keeps its memory state: use POST /__sandbox/reset there.
 * Usage: tsx scripts/sandbox-reset.ts [--dir .sandbox] [--write]
 *   --write  also writes a fresh seed state file right away.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSeed } from '../sandbox/seed';
import { STATE_FILE } from '../sandbox/node';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dir = resolve(dirIndex >= 0 && args[dirIndex + 1] ? args[dirIndex + 1] : '.sandbox');
const file = join(dir, STATE_FILE);

if (existsSync(file)) {
  rmSync(file);
  console.log(`sandbox: removed ${file}`);
} else {
  console.log(`sandbox: no state file at ${file} (already at seed)`);
}
if (args.includes('--write')) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(buildSeed()));
  console.log(`sandbox: wrote a fresh seed to ${file}`);
}
