/**
 * antd's configuration loads with what renders antd (src/shell/antdScope.tsx, issue 28): a
 * widget that renders antd brings it, with no AppTheme around the page, and a scope inside the
 * app's layout gives antd the Chinese locale and the layout's column for its popups.
 */
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Modal } from 'antd';
import { AntdScope, AppLayout, BRAND_COLOR } from '@/shell';
import { renderPage } from '../../utils/renderPage';
import { installDomStubs } from '../../../renderers/testing/widgetTest';
import page from '../../../renderers/Button/Button.page.json?page';

beforeAll(installDomStubs);
afterEach(cleanup);

const headStyles = (): string => [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('antd scope', () => {
  it('comes with a widget that renders antd: its styles have the brand theme without AppTheme around the page', async () => {
    expect(headStyles()).not.toContain(BRAND_COLOR);
    await renderPage(page);
    expect((await screen.findAllByRole('button')).length).toBeGreaterThan(0);
    expect(headStyles()).toContain(BRAND_COLOR);
  });

  it('in the app layout: antd speaks Chinese and opens its popups in the layout column', async () => {
    render(
      <AppLayout scaleRootFont={false}>
        <Suspense fallback={null}>
          <AntdScope>
            <Modal open title="提示">
              内容
            </Modal>
          </AntdScope>
        </Suspense>
      </AppLayout>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.shell-layout__column')).not.toBeNull();
    // zh_CN's 确定 (antd spaces two-character button labels).
    expect(within(dialog).getByRole('button', { name: /^确\s?定$/ })).toBeInTheDocument();
  });
});
