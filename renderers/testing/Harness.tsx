/**
 * Story helpers (not part of the app: this folder is outside the widget registry's glob).
 * `Harness` renders a JSON page fixture with fake answers and the app's antd theme, the way the app
 * renders pages;
 * `inlinePage` wraps literal props (no expressions) as a one-node page, so stories get controls.
 */
import { useMemo, type ReactNode } from 'react';
import type { NodeSchema, PageModule, RuntimeServices } from '@/widget-kit';
import { PageHarness, createFakeRuntime, type FakeAnswer, dicts, AppTheme } from '@/widget-kit/testing';

export interface HarnessProps {
  page: PageModule;
  answers?: Record<string, FakeAnswer>;
  delayMs?: number;
  query?: Record<string, string>;
  overrides?: Partial<RuntimeServices>;
}

export function Harness({ page, answers = {}, delayMs = 300, query, overrides }: HarnessProps): ReactNode {
  const runtime = useMemo(() => createFakeRuntime({ answers, delayMs, dicts, overrides }), [answers, delayMs, overrides]);
  return (
    <AppTheme>
      <div style={{ background: '#f5f6f7', minHeight: '100vh', maxWidth: 480, margin: '0 auto' }}>
        <PageHarness page={page} runtime={runtime} query={query} />
      </div>
    </AppTheme>
  );
}

/** A page of one node with literal props, padded like a page section. */
export function inlinePage(type: string, props: Record<string, unknown>, more: NodeSchema[] = []): PageModule {
  return {
    default: { body: [{ type, ...props }, ...more] },
    pageId: `story/${type}`,
    widgets: [type, ...more.map((n) => n.type)],
    icons: [],
    links: [],
    // The harness gives a story every dictionary.
    dicts: 'all',
    file: `renderers/${type}/${type}.stories.tsx`,
  };
}
