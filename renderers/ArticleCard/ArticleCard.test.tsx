import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './ArticleCard.page.json?page';
import { NEWS } from './fixtures';
import { formatReads } from './format';


afterEach(cleanup);
guardConsole();

async function renderNews(): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { queryNewsList: NEWS } });
  await renderPage(page, { runtime, query: { categoryId: '3' } });
  await screen.findByText(NEWS.list[0].title);
  return runtime;
}

const card = (title: string): HTMLElement => screen.getByText(title).closest('article') as HTMLElement;

describe('ArticleCard', () => {
  it('shows title, summary, category, formatted reads and date; the first row uses the top layout', async () => {
    await renderNews();
    const first = card(NEWS.list[0].title);
    expect(first).toHaveClass('w-article-card--top');
    expect(within(first).getByLabelText('阅读 10万+')).toBeInTheDocument();
    expect(within(first).getByText('用车知识')).toBeInTheDocument();
    expect(within(first).getByText('2025-06-01')).toBeInTheDocument();
    const second = card(NEWS.list[1].title);
    expect(second).toHaveClass('w-article-card--side');
    expect(within(second).getByLabelText('阅读 9876')).toBeInTheDocument();
    expect(within(second).getByText(NEWS.list[1].digest)).toHaveClass('w-article-card__summary');
  });

  it('a missing or broken cover shows the placeholder', async () => {
    await renderNews();
    const second = card(NEWS.list[1].title);
    const img = second.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    fireEvent.error(img);
    expect(second.querySelector('img')).toBeNull();
    expect(second.querySelector('.w-article-card__placeholder')).not.toBeNull();
    expect(card('端午节祝福海报').querySelector('.w-article-card__placeholder')).not.toBeNull();
  });

  it('runs onClick with the row item', async () => {
    const runtime = await renderNews();
    await userEvent.click(screen.getByRole('button', { name: '端午节祝福海报' }));
    expect(runtime.callsOf('navigate')).toEqual([['/news/news-detail', { newsId: 'N3' }, false]]);
  });

  it('formats read counts', () => {
    expect(formatReads(0)).toBe('0');
    expect(formatReads(10000)).toBe('1万');
    expect(formatReads(12999)).toBe('1.2万');
    expect(formatReads('abc')).toBe('');
  });
});
