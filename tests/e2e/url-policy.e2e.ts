/**
 * Issue 27.3 in Chromium against `npm start`: a login `redirect` that would leave the app (another
 * host, a protocol-relative URL, a script URL) sends the logged-in user to their role's home (route
 * data: the route whose `home` lists qyUser) instead of leaving them on /login.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { COM_ID, PERSONA_BUTTONS, appSuite, expectPath } from './support/app';

const { base, phone } = appSuite();

/** The qyUser home route's path, from schemas/routes. */
function qyUserHome(): string {
  const dir = path.resolve(import.meta.dirname, '../../schemas/routes');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const { routes } = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { routes: Array<{ path: string; home?: string[] }> };
    const home = routes.find((r) => r.home?.includes('qyUser'));
    if (home) return home.path;
  }
  throw new Error('no qyUser home in schemas/routes');
}

describe('login redirect through the URL policy', () => {
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/\t/evil.example'])(
    'redirect=%s: the logged-in user lands on their home, not on /login or elsewhere',
    async (redirect) => {
      const { page } = await phone();
      await page.goto(`${base}/login?comId=${COM_ID}&redirect=${encodeURIComponent(redirect)}`);
      await page.getByRole('button', { name: PERSONA_BUTTONS.manager, exact: true }).click({ timeout: 20000 });
      await expectPath(page, qyUserHome());
      expect(new URL(page.url()).origin).toBe(base);
    },
  );
});
