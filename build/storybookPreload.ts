/**
 * Storybook dev: the first open of a page story fetches the app, the sandbox and their ~300
 * modules one import level at a time (the browser learns a module's imports only once it has
 * it). This plugin lists, in the preview's iframe.html, every module PageStory imports statically
 * (as the dev server's module graph knows them, with the URLs the browser will ask for), so a
 * page story's first open requests them all at once, alongside Storybook's own start-up.
 */
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { ROOT } from './paths.ts';

const ENTRY = path.join(ROOT, '.storybook/PageStory.tsx');

/**
 * The static imports of a module as the dev server served it: `import … from "/url"`,
 * `import "/url"` and `export … from "/url"` (Vite has rewritten every specifier to the URL the
 * browser requests; a pre-bundled dependency imports its chunks by relative path). Dynamic
 * `import("/url")` (lazy widgets, pages) is left to load when needed.
 */
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["']([^"']+)["']/g;

/** The URLs a served module imports statically, resolved against its own URL. */
export function staticImportsOf(code: string, moduleUrl: string): string[] {
  const urls: string[] = [];
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    if (!specifier.startsWith('/') && !specifier.startsWith('.')) continue;
    const resolved = new URL(specifier, `http://dev${moduleUrl}`);
    urls.push(`${resolved.pathname}${resolved.search}`);
  }
  return urls;
}

async function staticImportUrls(server: ViteDevServer): Promise<string[]> {
  const graph = server.environments.client.moduleGraph;
  const queue = [...(graph.getModulesByFile(ENTRY) ?? [])];
  const seen = new Set<EnvironmentModuleNode>(queue);
  const urls = new Set<string>();
  for (let i = 0; i < queue.length; i++) {
    for (const url of staticImportsOf(queue[i].transformResult?.code ?? '', queue[i].url)) {
      if (urls.has(url)) continue;
      urls.add(url);
      const mod = await graph.getModuleByUrl(url);
      if (mod && !seen.has(mod)) {
        seen.add(mod);
        queue.push(mod);
      }
    }
  }
  return [...urls];
}

export function pageStoryPreloadPlugin(): Plugin {
  let server: ViteDevServer | null = null;
  // Walked once, again after a file changes (the walk resolves URLs through the plugins).
  let cached: Promise<string[]> | null = null;
  return {
    name: 'app-page-story-preload',
    apply: 'serve',
    configureServer(s) {
      server = s;
      s.watcher.on('all', () => {
        cached = null;
      });
    },
    async transformIndexHtml(_html, ctx) {
      if (!server || ctx.path !== '/iframe.html') return;
      cached ??= staticImportUrls(server);
      const urls = await cached;
      // An empty walk (PageStory not transformed yet) is tried again on the next page load.
      if (!urls.length) cached = null;
      if (!urls.length) return;
      // Only when the preview opens on a page story: a widget story needs none of it. Low
      // priority, so Storybook's own start-up is not queued behind them; `&nopreload` in the
      // iframe's URL turns it off, to compare. (Paired opens of the iframe at load ~13 on this
      // 2-core machine: median 4.7 s with, 5.65 s without.)
      const script = `if (/[?&]id=pages-/.test(location.search) && !location.search.includes('nopreload')) for (const u of ${JSON.stringify(urls)}) { const l = document.createElement('link'); l.rel = 'modulepreload'; l.fetchPriority = 'low'; l.href = u; document.head.appendChild(l); }`;
      return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
    },
  };
}
