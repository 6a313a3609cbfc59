/**
 * Preload lists of the page loaders without the chunks the app boots with. Vite lists, next to
 * every dynamic import, the chunks to preload with it, including those the entry imports
 * statically: loaded before any dynamic import can run, they only cost bytes, and the entry's
 * loader of each page group's manifest (build/pageManifest.ts) would list the boot chunks again for
 * every group. Without them a group manifest's list is empty (import() fetches the chunk itself)
 * and a page's holds its own chunk and the shared chunks not loaded yet.
 */
import type { ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

/** File names of the entry chunks' static import closure and their CSS: what is loaded at boot. */
export function bootFilesOf(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const out of Object.values(bundle)) if (out.type === 'chunk') chunks.set(out.fileName, out);
  const boot = new Set<string>();
  const stack = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  while (stack.length) {
    const file = stack.pop() as string;
    const chunk = chunks.get(file);
    if (boot.has(file) || !chunk) continue;
    boot.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) boot.add(css);
    stack.push(...chunk.imports);
  }
  return boot;
}

/**
 * `build.modulePreload.resolveDependencies` that leaves the boot files out of the lists of the
 * imports `applies` names, after the user's own resolver if any. A list left with the imported
 * chunk alone is emptied: import() fetches it anyway.
 */
export function withoutBootFiles(
  applies: (file: string) => boolean,
  bootFiles: () => Set<string>,
  user?: ResolveModulePreloadDependenciesFn,
): ResolveModulePreloadDependenciesFn {
  return (file, deps, context) => {
    const resolved = user ? user(file, deps, context) : deps;
    if (!applies(file)) return resolved;
    const boot = bootFiles();
    const rest = resolved.filter((d) => !boot.has(d));
    return rest.length === 1 && rest[0] === file ? [] : rest;
  };
}
