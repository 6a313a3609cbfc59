import Cookies from 'js-cookie';
import { beforeEach, vi } from 'vitest';
import { configureRequest } from '@/request';
import { FIXTURE_APIS } from './fixtures';
import { serverForFile, type TestServer } from './server';

/** Clears storage, cookies and page metadata, and configures the request layer on `server`. */
export function freshState(server: TestServer): { reload: ReturnType<typeof vi.fn>; notice: ReturnType<typeof vi.fn>; alert: ReturnType<typeof vi.fn> } {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  document.head.querySelectorAll('meta[name="api-base"]').forEach((meta) => meta.remove());
  server.reset();
  const reload = vi.fn();
  const notice = vi.fn();
  const alert = vi.fn();
  configureRequest({ apis: FIXTURE_APIS, baseURL: server.base, reload, onNotice: notice, onAlert: alert });
  return { reload, notice, alert };
}

/** The test file's server (`serverForFile`), with fresh state on it before each test. */
export function freshServerEachTest(): TestServer {
  const server = serverForFile();
  beforeEach(() => {
    freshState(server);
  });
  return server;
}
