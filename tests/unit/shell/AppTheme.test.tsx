import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import { AppTheme } from '@/shell/AppTheme';

afterEach(cleanup);

describe('AppTheme', () => {
  it('shows date pickers in Chinese: month and weekday names, week starting on Monday', async () => {
    render(
      <AppTheme>
        <DatePicker open getPopupContainer={(n) => n.parentElement ?? document.body} />
      </AppTheme>,
    );
    const heads = await screen.findAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(document.querySelector('.ant-picker-month-btn')?.textContent).toMatch(/^\d{1,2}月$/);
  });
});
