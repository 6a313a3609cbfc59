/**
 * Field measurements: a sampled load installs the web-vitals reporters (a fake source here) and
 * sends the latest value of each metric in one batch when the page is hidden; a load that is not
 * sampled never loads the library; failures are console warnings only.
 */
import { describe, expect, it, vi } from 'vitest';
import { startFieldVitals, type FieldVitalsOptions, type VitalName, type VitalReport, type VitalsBatch, type VitalsSource } from '@/app/fieldVitals';

/** A web-vitals stand-in: the test reports metrics through `report`. */
function fakeSource(order: string[] = []) {
  const reporters = new Map<VitalName, (m: VitalReport) => void>();
  const on = (name: VitalName) => (report: (m: VitalReport) => void) => {
    order.push(`on${name}`);
    reporters.set(name, report);
  };
  const source: VitalsSource = { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') };
  const report = (name: VitalName, value: number, rating: VitalReport['rating'] = 'good'): void =>
    reporters.get(name)?.({ name, value, rating, id: `v5-${name}`, navigationType: 'navigate' });
  return { source, report };
}

function setup(overrides: Partial<FieldVitalsOptions> = {}) {
  const order: string[] = [];
  const fake = fakeSource(order);
  const sent: VitalsBatch[] = [];
  let flush: (() => void) | undefined;
  const load = vi.fn(async () => fake.source);
  const warn = vi.fn();
  const options: FieldVitalsOptions = {
    sampleRate: 0.1,
    random: () => 0.05,
    source: load,
    send: (batch) => void sent.push(batch),
    onHidden: (f) => {
      order.push('onHidden');
      flush = f;
    },
    page: () => '/home/customer-home-page',
    warn,
    ...overrides,
  };
  return { options, fake, sent, load, warn, order, hide: () => flush?.() };
}

describe('field measurements: sampling', () => {
  it('a load drawn outside the rate never loads the library and sends nothing', async () => {
    const t = setup({ random: () => 0.1 });
    await expect(startFieldVitals(t.options)).resolves.toBe(false);
    expect(t.load).not.toHaveBeenCalled();
    t.hide();
    expect(t.sent).toEqual([]);
  });

  it('a rate of 0 measures no load', async () => {
    const t = setup({ sampleRate: 0, random: () => 0 });
    await expect(startFieldVitals(t.options)).resolves.toBe(false);
    expect(t.load).not.toHaveBeenCalled();
  });

  it('the share of loads measured follows the rate', async () => {
    let draws = 0;
    const measured = [];
    // 100 loads drawing 0.00, 0.01, … 0.99: a rate of 0.25 measures exactly the first 25.
    for (let i = 0; i < 100; i++) {
      const t = setup({ sampleRate: 0.25, random: () => (draws++ % 100) / 100 });
      measured.push(await startFieldVitals(t.options));
    }
    expect(measured.filter(Boolean)).toHaveLength(25);
  });
});

describe('field measurements: the batch', () => {
  it('sends the latest LCP, INP and CLS in one batch when the page is hidden, once', async () => {
    const t = setup();
    await expect(startFieldVitals(t.options)).resolves.toBe(true);
    // The hidden listener comes after web-vitals' own (which reports the final values).
    expect(t.order).toEqual(['onLCP', 'onINP', 'onCLS', 'onHidden']);
    t.fake.report('LCP', 1480);
    t.fake.report('CLS', 0.02);
    t.fake.report('CLS', 0.13, 'needs-improvement');
    t.fake.report('INP', 168);
    expect(t.sent).toEqual([]);
    t.hide();
    expect(t.sent).toEqual([
      {
        event: 'web_vitals',
        page: '/home/customer-home-page',
        sampleRate: 0.1,
        metrics: [
          { name: 'LCP', value: 1480, rating: 'good', id: 'v5-LCP', navigationType: 'navigate' },
          { name: 'CLS', value: 0.13, rating: 'needs-improvement', id: 'v5-CLS', navigationType: 'navigate' },
          { name: 'INP', value: 168, rating: 'good', id: 'v5-INP', navigationType: 'navigate' },
        ],
      },
    ]);
    // Hidden again with nothing new (pagehide after visibilitychange): no second call.
    t.hide();
    expect(t.sent).toHaveLength(1);
    // Shown again, a slower interaction, hidden: only what changed.
    t.fake.report('INP', 320, 'needs-improvement');
    t.hide();
    expect(t.sent).toHaveLength(2);
    expect(t.sent[1].metrics).toEqual([{ name: 'INP', value: 320, rating: 'needs-improvement', id: 'v5-INP', navigationType: 'navigate' }]);
  });

  it('sends nothing when nothing was measured', async () => {
    const t = setup();
    await startFieldVitals(t.options);
    t.hide();
    expect(t.sent).toEqual([]);
  });
});

describe('field measurements: never in the way', () => {
  it('a send that throws or rejects is a console warning', async () => {
    const throwing = setup({
      send: () => {
        throw new Error('beacon refused');
      },
    });
    await startFieldVitals(throwing.options);
    throwing.fake.report('LCP', 900);
    expect(() => throwing.hide()).not.toThrow();
    expect(throwing.warn).toHaveBeenCalledTimes(1);

    const rejecting = setup({ send: () => Promise.reject(new Error('network')) });
    await startFieldVitals(rejecting.options);
    rejecting.fake.report('LCP', 900);
    rejecting.hide();
    await vi.waitFor(() => expect(rejecting.warn).toHaveBeenCalledTimes(1));
  });

  it('a library chunk that fails to load leaves the page as it is', async () => {
    const t = setup({ source: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    await expect(startFieldVitals(t.options)).resolves.toBe(false);
    expect(t.warn).toHaveBeenCalledTimes(1);
  });
});
