/**
 * A data source answering re-renders the widgets that show its data, not the whole page: the
 * Text widget is wrapped to count its renders by text.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { WidgetProps } from '@/react/widgetProps';
import page from './fixtures/sources.page.json?page';
import { createFakeRuntime } from '@/react/testing';
import { renderPage } from '../../utils/renderPage';

const renders = vi.hoisted(() => new Map<string, number>());

vi.mock('../../../renderers/Text/Text.tsx', async (importOriginal) => {
  const original = await importOriginal<{ default: (p: WidgetProps<{ text?: unknown }>) => ReactNode }>();
  return {
    ...original,
    default: (p: WidgetProps<{ text?: unknown }>): ReactNode => {
      const key = String(p.props.text);
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return original.default(p);
    },
  };
});

const later = <T,>(value: T, ms: number) => (): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), ms));

describe('re-rendering on data', () => {
  it('renders a widget again only when its resolved props change', async () => {
    const runtime = createFakeRuntime({ answers: { fastApi: later({ name: '甲' }, 10), slowApi: later({ name: '乙' }, 120) } });
    await renderPage(page, { runtime });
    expect(await screen.findByText('快：甲')).toBeInTheDocument();
    const fixedAfterFast = renders.get('固定文字') ?? 0;
    const fastAfterFast = renders.get('快：甲') ?? 0;
    expect(fixedAfterFast).toBeGreaterThan(0);
    expect(await screen.findByText('慢：乙')).toBeInTheDocument();
    expect(screen.getByText('出现了')).toBeInTheDocument();
    // The slow answer changed neither the fixed text nor the fast one: neither rendered again.
    expect(renders.get('固定文字')).toBe(fixedAfterFast);
    expect(renders.get('快：甲')).toBe(fastAfterFast);
  });
});
