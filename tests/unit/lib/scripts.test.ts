import { describe, expect, it, vi } from 'vitest';
import { loadScript, ScriptLoadError, SCRIPT_KEYS } from '@/lib/scripts';

const attempts = vi.hoisted(() => ({ vconsole: 0 }));

vi.mock('vconsole', () => {
  attempts.vconsole += 1;
  if (attempts.vconsole === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: class FakeConsole {} };
});

describe('loadScript', () => {
  it('rejects an unregistered key with <key>未注册', async () => {
    const error = await loadScript('echarts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ key: 'echarts', reason: 'unregistered', userMessage: 'echarts未注册' });
  });

  it('rejects a failed load with <key>加载失败 and tries again on the next call', async () => {
    expect(SCRIPT_KEYS).toContain('vconsole');
    await expect(loadScript('vconsole')).rejects.toMatchObject({ reason: 'failed', userMessage: 'vconsole加载失败' });
    vi.resetModules();
    const mod = await loadScript('vconsole');
    expect(typeof mod.default).toBe('function');
  });
});
