import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import hello from './fixtures/hello.page.json?page';
import { renderPage } from '../../utils/renderPage';

describe('PageRenderer renders a JSON page', () => {
  it('resolves expressions, helpers, formats and visibility from the schema', async () => {
    await renderPage(hello, { query: { name: '张三', phone: '13812345678' } });
    expect(await screen.findByText('你好，张三')).toBeInTheDocument();
    expect(screen.getByText('2,000.00')).toBeInTheDocument();
    expect(screen.getByText('1381****678')).toBeInTheDocument();
    expect(screen.queryByText('hidden')).not.toBeInTheDocument();
  });
});
