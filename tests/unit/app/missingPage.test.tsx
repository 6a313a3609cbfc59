/**
 * A route whose page schema is not written yet: users see a friendly "coming soon" page with a
 * way back and home, never a developer's file path; developers get the path in the console.
 * Rendered as the app renders it: the whole app at the route, logged in, against the sandbox.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageIds } from 'virtual:schema/pages';
import { App } from '@/app/App';
import { bootstrap } from '@/app/bootstrap';
import { resetSessionForPreview } from '@/app/preview';
import { createAppRouter } from '@/app/router';
import { routeTable } from '@/app/schemaData';
import { setupSandbox } from '../../utils/sandboxServer';

// Every route of the catalogue has its page now; a route is still often added before its page is
// written (routes come from one issue, pages from the next). The route modules get one such staff
// route here, as a developer would add it to schemas/routes.
vi.mock('virtual:schema/routes', async (importOriginal) => {
  const original = await importOriginal<{ default: unknown[] }>();
  const added = {
    group: 'not-written',
    title: '未编写',
    routes: [{ path: '/not-written/feature', name: 'NotWrittenFeature', title: '新功能', page: 'not-written/feature', roles: ['qyUser'], access: 'private' }],
  };
  return { ...original, default: [...original.default, added] };
});

const sandbox = setupSandbox();
bootstrap();

const written = new Set(pageIds);
const missing = routeTable.routes.find((r) => r.page && !written.has(r.page));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

async function openMissing(): Promise<{ container: HTMLElement; info: ReturnType<typeof vi.spyOn> }> {
  if (!missing) throw new Error('the route added above without a page is not in the route table');
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  resetSessionForPreview('11000000', await sandbox.login('manager', '11000000'));
  const router = createAppRouter({ initialEntries: [`${missing.path}?comId=11000000`] });
  const { container } = render(<App router={router} />);
  await screen.findByText('该功能即将上线', undefined, { timeout: 15000 });
  return { container, info };
}

describe('the page of a route not written yet', () => {
  it('tells the user the feature is coming, under the route title, without any file path', async () => {
    const { container } = await openMissing();
    expect(container.ownerDocument.body.textContent).not.toContain('schemas/');
    expect(container.ownerDocument.body.textContent).not.toContain('.json');
    expect(document.title).toBe(missing?.title);
    expect(screen.getByText('敬请期待，如需办理请联系管理员')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeInTheDocument();
  });

  it('tells the developer which file to write, in the console (development build)', async () => {
    const { info } = await openMissing();
    expect(import.meta.env.DEV).toBe(true);
    expect(info).toHaveBeenCalledWith(expect.stringContaining(`schemas/pages/${missing?.page}.json`));
  });

  it('takes the user home from 返回首页', async () => {
    await openMissing();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    // /index redirects to the staff home page.
    const home = routeTable.byName.get('CustomerHomePage');
    await vi.waitFor(() => expect(document.title).toBe(home?.title), { timeout: 15000 });
    // The coming-soon view leaves once the slide to the home page ends.
    await vi.waitFor(() => expect(screen.queryByText('该功能即将上线')).toBeNull(), { timeout: 5000 });
  });
});
