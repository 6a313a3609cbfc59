import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { BOOT_SCREEN_DELAY_MS, FIRST_RENDER_WAIT_MS, beforeFirstRender, filesOnPhone } from './app/firstPage';
import { createAppRouter, startFirstNavigation } from './app/router';
import { codeCacheFrameElement, loadCodeCacheFrame } from './codeCache';
import './app/app.css';

function start(): void {
  bootstrap();
  const firstNavigation = startFirstNavigation();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Cold: the first page's code is requested first. Warm: the first render is the page if it is ready soon (firstPage.ts).
  const wait = filesOnPhone()
    ? beforeFirstRender(firstNavigation.settled, BOOT_SCREEN_DELAY_MS)
    : beforeFirstRender(firstNavigation.codeRequested, FIRST_RENDER_WAIT_MS);
  void wait.then(() => createRoot(root).render(<App router={createAppRouter()} />));
}

// In a code-cache frame (src/codeCache) this document exists to compile the app's chunks, not to run the app.
const codeCacheFrame = codeCacheFrameElement(window);
if (codeCacheFrame) void loadCodeCacheFrame().then((m) => m.compileNamed(codeCacheFrame, import.meta.env.BASE_URL));
else start();
