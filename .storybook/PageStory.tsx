/**
 * A page story: the whole app (guard, shell, page) in an in-memory router at the page's route,
 * logged in as the chosen persona, against the sandbox behind Mock Service Worker. Product staff
 * see exactly what a user of that role and permission state would see.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { PageModule } from '@/core';
import { App } from '@/app/App';
import { bootstrap } from '@/app/bootstrap';
import { createAppRouter, type AppRouter } from '@/app/router';
import { resetSessionForPreview } from '@/app/preview';
import { personaToken, sandboxControl, startSandboxWorker } from './sandboxWorker';
import type { PageStoryRoute } from './pageStoryInfo';

export interface PreviewGlobals {
  persona: string;
  permission: 'pass' | 'card' | 'phone';
  company: '11000000' | '51000000';
  fault: 'none' | 'slow' | 'http500' | 'malformed' | 'oldFail' | 'status16';
}

export interface PageStoryProps {
  page: PageModule;
  route: PageStoryRoute | null;
  globals?: PreviewGlobals;
}

let booted = false;

/** The URL a page previews at: its route path with params filled and the story query. */
export function previewUrl(page: PageModule, routePath: string, comId: string): string {
  const hints = page.default.stories ?? {};
  const params: Record<string, string> = { code: '404', ...(hints.params ?? {}) };
  const path = routePath.replace(/:([A-Za-z_]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? k)).replace('/*', '');
  const query = new URLSearchParams({ comId, ...(hints.query ?? {}) });
  return `${path}?${query.toString()}`;
}

/**
 * Readies a preview of a page (or a fragment's story page): the sandbox worker, the app's services,
 * the toolbar's company, permission switches and faults, and the persona's session.
 */
export async function preparePreview(page: PageModule, globals: PreviewGlobals): Promise<void> {
  await startSandboxWorker();
  if (!booted) {
    bootstrap();
    booted = true;
  }
  await sandboxControl('fault', undefined, 'DELETE');
  await sandboxControl('config', {
    comId: globals.company,
    smart_business_card: globals.permission === 'card' ? '1' : '0',
    check_wecom_phone_same_as_khyx: globals.permission === 'phone' ? '1' : '0',
  });
  if (globals.fault !== 'none') {
    for (const source of Object.values(page.default.data ?? {})) {
      await sandboxControl('fault', { id: source.api, kind: globals.fault });
    }
  }
  const persona = page.default.stories?.persona ?? globals.persona;
  const token = persona === 'anonymous' ? null : await personaToken(persona, globals.company);
  resetSessionForPreview(globals.company, token);
}

export const DEFAULT_GLOBALS: PreviewGlobals = { persona: 'manager', permission: 'pass', company: '11000000', fault: 'none' };

export function PageStory({ page, route, globals = DEFAULT_GLOBALS }: PageStoryProps): ReactNode {
  const [router, setRouter] = useState<AppRouter | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(globals);
  useEffect(() => {
    let cancelled = false;
    setRouter(null);
    preparePreview(page, globals)
      .then(() => {
        if (!cancelled) setRouter(createAppRouter({ initialEntries: [previewUrl(page, route?.path ?? '/', globals.company)] }));
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
    };
    // `key` captures every global; the page module is fixed per story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page]);
  if (error) return <pre role="alert">预览准备失败：{error}</pre>;
  if (!router) return <div aria-busy="true" style={{ padding: 24, color: '#8c8c8c' }}>正在准备预览…</div>;
  return <App router={router} />;
}
