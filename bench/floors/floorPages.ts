/**
 * The document of every React floor page (detail-react, detail-guarded, form-formily, form-react,
 * form-rjsf), written once: its <name>.html in this folder is a stub the build replaces with it.
 * The viewport and the root font size are the app's own, read from index.html, so a floor is laid
 * out as the app is and cannot drift from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The floors whose page is a React entry `<name>.tsx` beside the stub `<name>.html`. */
export const REACT_FLOORS = ['detail-react', 'detail-guarded', 'form-formily', 'form-react', 'form-rjsf'] as const;

/** The app document's viewport meta and root font-size style (before any script runs). */
export function appLayoutTags(indexHtml: string): { viewport: string; rootFontSize: string } {
  const viewport = /<meta name="viewport"[^>]*>/.exec(indexHtml)?.[0];
  const rootFontSize = /<style>[^<]*<\/style>/.exec(indexHtml)?.[0];
  if (!viewport || !rootFontSize) throw new Error('index.html has no viewport meta or root font-size style for the floor pages');
  return { viewport, rootFontSize };
}

/** A floor's page: the app's viewport and root font size, a #root and the floor's entry. */
export function floorDocument(name: string, indexHtml: string): string {
  const { viewport, rootFontSize } = appLayoutTags(indexHtml);
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    `    ${viewport}`,
    `    <title>floor: ${name}</title>`,
    `    ${rootFontSize}`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="./${name}.tsx"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** Replaces each React floor's stub page with its document (before Vite reads its scripts). */
export function floorPages(root: string): Plugin {
  const floors = new Map<string, string>(REACT_FLOORS.map((name) => [path.join(root, 'bench/floors', `${name}.html`), name]));
  return {
    name: 'bench-floor-pages',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        const name = floors.get(path.resolve(ctx.filename));
        return name ? floorDocument(name, fs.readFileSync(path.join(root, 'index.html'), 'utf8')) : html;
      },
    },
  };
}
