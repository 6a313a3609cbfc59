/**
 * Removes each `<link rel="modulepreload">` from the head once its chunk has loaded. Vite's preload
 * helper adds one per dependency of every lazily loaded chunk and never removes them (remembering
 * what it preloaded on its own), so a session gathers a hundred or more. antd's CSS-in-JS scans
 * the head's children whenever it inserts or checks a style sheet, and that scan grows with them.
 * A loaded module stays in the browser's module map: the link has done its work.
 */
export function pruneModulePreloads(head: HTMLHeadElement = document.head): () => void {
  const prune = (link: HTMLLinkElement): void => {
    const done = (): void => link.remove();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') prune(node);
      }
    }
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
