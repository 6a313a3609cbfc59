import path from 'node:path';
import type { Alias } from 'vite';

/**
 * The module aliases every build of the app's code uses: the app, its tests, Storybook and the
 * bench's floors (so a floor built with antd pays what the app pays for antd, and a ratio to it
 * measures our own layer).
 *
 * - `@`, `@renderers`, `@sandbox`: the source roots.
 * - `rc-util/es/Dom/dynamicCSS` → src/shell/styleInjection/dynamicCSS.ts: antd's style injection
 *   without a walk of the head and a read of a whole style sheet on every component mount (the
 *   module says why). Matched exactly, so that module can import the original by its file name.
 */
export function appAliases(root: string): Alias[] {
  return [
    { find: '@renderers', replacement: path.join(root, 'renderers') },
    { find: '@sandbox', replacement: path.join(root, 'sandbox') },
    { find: '@', replacement: path.join(root, 'src') },
    { find: /^rc-util\/es\/Dom\/dynamicCSS$/, replacement: path.join(root, 'src/shell/styleInjection/dynamicCSS.ts') },
  ];
}
