/**
 * What `npm start` prints under Vite's banner: the URL that opens the app. The bare root ends on
 * the error page 缺少省份信息 (every page needs the province's comId), so a newcomer gets the login
 * page with a company the sandbox seeds, where they pick a persona.
 */
import { styleText } from 'node:util';
import type { Plugin, ViteDevServer } from 'vite';

/** The company whose staff and customers the sandbox seeds first: 北京 (11000000). */
export const LOGIN_COM_ID = '11000000';

/** The login page under a server URL as Vite resolves it (with its base path and trailing slash). */
export function appLoginUrl(serverUrl: string, comId: string = LOGIN_COM_ID): string {
  const url = new URL('login', serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`);
  url.searchParams.set('comId', comId);
  return url.toString();
}

/**
 * The printed line, in Vite's banner style. Node's styleText colours it only where stdout takes
 * colour (a terminal without NO_COLOR), so a piped log such as the e2e set-up's reads plain text.
 */
export function appUrlLine(serverUrl: string, options: { apiTarget?: string } = {}): string {
  const note = options.apiTarget ? `API: ${options.apiTarget}` : 'open this, then pick a sandbox persona';
  return `  ${styleText('green', '➜')}  ${styleText('bold', 'App')}:     ${styleText('cyan', appLoginUrl(serverUrl))}  ${styleText('dim', `(${note})`)}`;
}

/** Adds the App line to the URLs Vite prints once the dev server listens (and after a restart). */
export function appUrlPlugin(): Plugin {
  return {
    name: 'app-url',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const printViteUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printViteUrls();
        const local = server.resolvedUrls?.local[0];
        if (!local) return;
        server.config.logger.info(appUrlLine(local, { apiTarget: process.env.API_TARGET }));
      };
    },
  };
}
