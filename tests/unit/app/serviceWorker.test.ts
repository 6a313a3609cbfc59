/**
 * The service worker is optional: registration is feature-detected, and a refusal or a throw
 * (insecure origin, a web view without workers, a private mode) is a console warning, never an
 * error the page sees.
 */
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerHost } from '@/app/serviceWorker';

describe('registerServiceWorker', () => {
  it('registers the worker at its URL with the app scope', async () => {
    const register = vi.fn(async () => ({}));
    const warn = vi.fn();
    await expect(registerServiceWorker({ url: '/sw.js', scope: '/', host: { serviceWorker: { register } }, warn })).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', async () => {
    const warn = vi.fn();
    await expect(registerServiceWorker({ url: '/sw.js', scope: '/', host: {}, warn })).resolves.toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('swallows a refused registration with a console warning', async () => {
    const refusal = new DOMException('Failed to register a ServiceWorker', 'SecurityError');
    const warn = vi.fn();
    const host: ServiceWorkerHost = { serviceWorker: { register: () => Promise.reject(refusal) } };
    await expect(registerServiceWorker({ url: '/sw.js', scope: '/', host, warn })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('service worker not registered'), refusal);
  });

  it('swallows a container that throws instead of rejecting', async () => {
    const warn = vi.fn();
    const host: ServiceWorkerHost = {
      serviceWorker: {
        register: () => {
          throw new TypeError('serviceWorker is disabled');
        },
      },
    };
    await expect(registerServiceWorker({ url: '/sw.js', scope: '/', host, warn })).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns on the console by default', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host: ServiceWorkerHost = { serviceWorker: { register: () => Promise.reject(new Error('no')) } };
    await expect(registerServiceWorker({ url: '/sw.js', scope: '/', host })).resolves.toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
