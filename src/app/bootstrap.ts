/** One-time start-up wiring of the request layer, WeCom bridge, client state and forms. */
import { configureRequest } from '@/request';
import { configureWecom, getBridge, type UiPort } from '@/wecom';
import { configureState, initAiModel } from '@/state';
import { getToken, waitForToken } from '@/session';
import { notify, startStyleWarmup, toast } from '@/shell';
import { startLegacyNotice } from '@/router';
import { confirmDialog } from '@/shell';
import { catalogue, appDefaults } from './schemaData';
import { firstPageShown } from './firstPage';
import { pruneModulePreloads } from './pruneModulePreloads';
import { startServiceWorker } from './serviceWorker';
import { startAppFieldVitals } from './fieldVitalsWiring';

const ui: UiPort = {
  toast: (message) => toast(message),
  alert: (message) => notify({ type: 'danger', message }),
};

export function bootstrap(): void {
  pruneModulePreloads();
  configureRequest({
    apis: catalogue,
    onNotice: (message) => toast(message),
    onAlert: (message) => void confirmDialog({ title: '提示', content: message, okText: '知道了' }),
  });
  configureWecom({ ui });
  configureState({ ui });
  // Formily's compiler and validators are installed by the Form widget, so pages without forms
  // never load Formily.
  // Outside WeCom this creates the simulator (and window.__wecomSimulator for tests).
  getBridge();
  // antd's styles for the common components are built in idle time once the first page is on screen.
  void firstPageShown.then(startStyleWarmup);
  // The precaching service worker (production builds only), once the first page is on screen.
  startServiceWorker(firstPageShown);
  // LCP, INP and CLS of a sample of loads, sent through saveBuryingPoint when the page is hidden.
  startAppFieldVitals(firstPageShown);
  // The AI model flag matters to the assistant only: asked once the first page is on screen.
  if (getToken()) {
    void initAiModel({
      waitForUser: async () => {
        await firstPageShown;
        return Boolean(await waitForToken());
      },
    });
  }
  startLegacyNotice({
    isLegacyContext: () => import.meta.env.BASE_URL.replace(/\/$/, '') === appDefaults.legacyContextPath,
    isLoggedIn: () => Boolean(getToken()),
    now: () => Date.now(),
    storage: window.localStorage,
    timers: { setTimeout: (fn, ms) => window.setTimeout(fn, ms), clearTimeout: (h) => window.clearTimeout(h as number) },
    alert: (title, message) => void confirmDialog({ title, content: message, okText: '知道了' }),
  });
}
