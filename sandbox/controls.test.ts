// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from './testing/nodeFixture';
import { dataOf } from './testing/client';

describe('/__sandbox controls', () => {
  it('config switches change what the config calls answer, per company', async () => {
    const sb = createTestSandbox();
    const read = async (comCode: string, configCode: string): Promise<unknown> =>
      (dataOf((await sb.call('getWecomSystemConfig', { comCode, configCode, defaultValue: '0' })).json) as { configValue: string }).configValue;
    expect(await read('51010400', 'smart_business_card')).toBe('0');
    await sb.control('POST', '/__sandbox/config', { comId: '51000000', smart_business_card: '1' });
    expect(await read('51010400', 'smart_business_card')).toBe('1');
    expect(await read('11010500', 'smart_business_card')).toBe('0');
    await sb.control('POST', '/__sandbox/config', { check_wecom_phone_same_as_khyx: true, wx_temporarily_do: '1' });
    expect(await read('11010500', 'check_wecom_phone_same_as_khyx')).toBe('1');
    expect(dataOf((await sb.call('querySwitchConfig', { type: 'wx_temporarily_do' })).json)).toBe('1');
    const config = dataOf((await sb.call('queryAppConfig', { comId: '51000000', appType: '2' })).json) as { configs: Array<{ configCode: string; configValue: string }> };
    expect(config.configs.find((c) => c.configCode === 'smart_business_card')?.configValue).toBe('1');
    const switches = await (await sb.control('GET', '/__sandbox/config')).json();
    expect(switches).toMatchObject({ global: { wx_temporarily_do: '1' }, byComId: { '51000000': { smart_business_card: '1' } } });
  });

  it('reset restores the seed; state and personas are readable; assets are SVG', async () => {
    const sb = createTestSandbox();
    await sb.call('saveLeadInfo', { custName: '赵敏', mobile: '13912345678' });
    expect(sb.store.state.leads.some((l) => l.custName === '赵敏')).toBe(true);
    await sb.control('POST', '/__sandbox/reset');
    expect(sb.store.state.leads.some((l) => l.custName === '赵敏')).toBe(false);
    const leads = await (await sb.control('GET', '/__sandbox/state?key=leads')).json();
    expect(Array.isArray(leads)).toBe(true);
    const personas = (await (await sb.control('GET', '/__sandbox/personas')).json()) as Array<{ key: string }>;
    expect(personas.map((p) => p.key)).toEqual(['manager', 'newcomer', 'phone-mismatch', 'claims-advisor', 'reviewer', 'external']);
    const svg = await sb.control('GET', sb.store.state.articles[0].coverUrl);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain(sb.store.state.articles[0].title.slice(0, 4));
  });
});
