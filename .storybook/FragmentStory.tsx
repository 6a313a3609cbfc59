/**
 * A fragment's story: the fragment by itself, included by a page of its own with the arguments,
 * data sources and state of its file's "stories" (build/pageCheck.ts fragmentStoryPage), rendered
 * through the real PageRenderer against the sandbox, as the toolbar's persona.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { PageModule } from '@/core';
import { PageHarness } from '@/react/testing';
import { appServices } from '@/app/services';
import { loadPageDicts } from '@/app/schemaData';
import { widgetRegistry } from '@/react';
import { DEFAULT_GLOBALS, preparePreview, type PreviewGlobals } from './PageStory';

export interface FragmentStoryProps {
  page: PageModule;
  globals?: PreviewGlobals;
}

export function FragmentStory({ page, globals = DEFAULT_GLOBALS }: FragmentStoryProps): ReactNode {
  const [ready, setReady] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(globals);
  useEffect(() => {
    let cancelled = false;
    setReady(null);
    Promise.all([preparePreview(page, globals), widgetRegistry.preload(page.widgets), loadPageDicts(page)])
      .then(() => !cancelled && setReady(key))
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
    };
    // `key` captures every global; the page module is fixed per story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page]);
  if (error) return <pre role="alert">预览准备失败：{error}</pre>;
  if (ready !== key) return <div aria-busy="true" style={{ padding: 24, color: '#8c8c8c' }}>正在准备预览…</div>;
  return <PageHarness key={key} page={page} runtime={appServices} query={{ comId: globals.company, ...(page.default.stories?.query ?? {}) }} />;
}
