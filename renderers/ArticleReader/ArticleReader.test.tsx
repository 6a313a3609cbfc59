import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './ArticleReader.page.json?page';
import { ARTICLE } from './fixtures';
import { sanitizeArticle } from './sanitize';


afterEach(cleanup);
guardConsole();

async function renderArticle(answer: FakeAnswer): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { getNewsDetail: answer } });
  await renderPage(page, { runtime, query: { newsId: 'N1' } });
  return runtime;
}

describe('ArticleReader', () => {
  it('shows title and meta, and the content without scripts, handlers, frames or styles', async () => {
    await renderArticle(ARTICLE);
    expect(await screen.findByRole('heading', { name: ARTICLE.title })).toBeInTheDocument();
    expect(screen.getByText('用车知识')).toBeInTheDocument();
    expect(screen.getByText('2025-06-01 09:30')).toBeInTheDocument();
    expect(screen.getByLabelText('阅读 1.2万')).toBeInTheDocument();
    const content = document.querySelector('.w-article-reader__content') as HTMLElement;
    expect(content.textContent).toContain('1. 定期检查轮胎气压。');
    expect(content.querySelector('script, iframe, style, [onclick], [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('adapts pasted HTML: lazy WeChat images load, fixed widths and positioning go, images keep percentages', async () => {
    await renderArticle(ARTICLE);
    const tire = await screen.findByAltText('轮胎');
    expect(tire).toHaveAttribute('src', 'https://mmbiz.qpic.cn/tire.jpg');
    expect(tire).not.toHaveAttribute('width');
    expect(tire).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByAltText('半宽')).toHaveAttribute('style', 'width: 50%');
    expect(screen.getByText('高温季节，请注意以下事项：')).toHaveAttribute('style', ' color: #333');
  });

  it('opens http links through openUrl and ignores javascript: links', async () => {
    const runtime = await renderArticle(ARTICLE);
    await userEvent.click(await screen.findByText('官方指南'));
    expect(runtime.callsOf('openUrl')).toEqual([['https://www.epicc.com.cn/guide', false]]);
    expect(screen.getByText('官方指南')).not.toHaveAttribute('target');
    expect(screen.getByText('点此')).not.toHaveAttribute('href');
  });

  it('shows a skeleton while its source loads, the error with 重试, and an empty text', async () => {
    await renderArticle(() => new Promise(() => undefined));
    expect(await screen.findByLabelText('加载中')).toHaveAttribute('aria-busy', 'true');
    cleanup();
    let fail = true;
    await renderArticle(() => (fail ? new FakeRequestError('文章不存在或已下架', 'getNewsDetail') : { ...ARTICLE, content: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文章不存在或已下架');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('文章内容为空')).toBeInTheDocument();
  });

  it('sanitize keeps ordinary formatting', () => {
    expect(sanitizeArticle('<p><strong>粗</strong><em>斜</em><br><span style="color:red">红</span></p>')).toBe(
      '<p><strong>粗</strong><em>斜</em><br><span style="color:red">红</span></p>',
    );
  });
});
