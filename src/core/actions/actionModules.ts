/** Every action module under ./modules, by name (the file name; the build checks it has a schema). */
import type { ActionModule } from './define';

const found = import.meta.glob<ActionModule>('./modules/*.ts', { eager: true, import: 'default' });

export const actionModules: ReadonlyMap<string, ActionModule> = new Map(
  Object.entries(found).map(([file, mod]) => {
    const name = file.slice('./modules/'.length, -'.ts'.length);
    if (mod.name !== name) throw new Error(`${file}: defines '${mod.name}', the file name says '${name}'`);
    return [name, mod];
  }),
);
