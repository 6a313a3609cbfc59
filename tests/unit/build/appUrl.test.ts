// @vitest-environment node
/**
 * What `npm start` prints under Vite's banner (build/appUrl.ts): the login URL that works on a
 * fresh machine, not the bare root that ends on 缺少省份信息.
 */
import { describe, expect, it } from 'vitest';
import { createLogger, createServer, type Logger } from 'vite';
import { appLoginUrl, appUrlLine, appUrlPlugin, LOGIN_COM_ID } from '../../../build/appUrl';

/** Node colours the line where the stream takes colour (FORCE_COLOR in some CI): compare the text. */
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const plain = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, '');

describe('the App URL builder', () => {
  it('is the login page with the sandbox company under the server URL', () => {
    expect(appLoginUrl('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173/login?comId=11000000');
    expect(LOGIN_COM_ID).toBe('11000000');
  });

  it('keeps a base path, with or without its trailing slash', () => {
    expect(appLoginUrl('http://localhost:8080/assistant/')).toBe('http://localhost:8080/assistant/login?comId=11000000');
    expect(appLoginUrl('http://localhost:8080/assistant')).toBe('http://localhost:8080/assistant/login?comId=11000000');
  });

  it('prints one line in the banner style, naming the real server when API_TARGET is set', () => {
    expect(plain(appUrlLine('http://127.0.0.1:5173/'))).toBe(
      '  ➜  App:     http://127.0.0.1:5173/login?comId=11000000  (open this, then pick a sandbox persona)',
    );
    expect(appUrlLine('http://127.0.0.1:5173/', { apiTarget: 'https://api.example.com' })).toContain('(API: https://api.example.com)');
  });
});

describe('the dev server with the plugin', () => {
  it('prints the App line right after Vite’s own URLs', async () => {
    const lines: string[] = [];
    const base = createLogger('info');
    const logger: Logger = { ...base, info: (msg) => void lines.push(msg) };
    const server = await createServer({
      configFile: false,
      root: import.meta.dirname,
      logLevel: 'info',
      customLogger: logger,
      plugins: [appUrlPlugin()],
      server: { host: '127.0.0.1', port: 0, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      await server.listen();
      server.printUrls();
    } finally {
      await server.close();
    }
    const text = plain(lines.join('\n'));
    const local = /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(text)?.[1];
    expect(local).toBeDefined();
    expect(text).toContain(`App:     ${local}login?comId=11000000`);
    expect(text.indexOf('App:')).toBeGreaterThan(text.indexOf('Local:'));
  });
});
