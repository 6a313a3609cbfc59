// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isIdCard, isLicensePlate, isMainlandPhone, parseIdCard, platePrefixByComId } from '@/lib';
import { DAY_MS, ageAt, fmtDate, parseCst } from '@sandbox/util/dates';
import { DEFAULT_SEED, buildSeed } from './index';

const NOW = Date.now();
const seed = buildSeed(DEFAULT_SEED, NOW);

describe('seed data', () => {
  it('is deterministic: the same seed on the same day builds the same state', () => {
    expect(JSON.stringify(buildSeed(DEFAULT_SEED, NOW + 3600_000))).toBe(JSON.stringify(seed));
    expect(JSON.stringify(buildSeed('another seed', NOW))).not.toBe(JSON.stringify(seed));
  });

  it('is generated around the clock it is given, not a fixed day', () => {
    expect(seed.seededFor).toBe(fmtDate(NOW));
    const later = buildSeed(DEFAULT_SEED, NOW + 30 * DAY_MS);
    expect(later.seededFor).toBe(fmtDate(NOW + 30 * DAY_MS));
    // The same renewal batch, a month later: its customers' policies end 30 days later too.
    const endOf = (state: typeof seed, policyNo: string): number => parseCst(state.policies.find((p) => p.policyNo === policyNo)?.endDate ?? '');
    const policyNo = seed.policies[0].policyNo;
    expect(endOf(later, policyNo) - endOf(seed, policyNo)).toBe(30 * DAY_MS);
  });

  it('has enough rows for paginated lists', () => {
    expect(seed.customers.length).toBeGreaterThanOrEqual(120);
    expect(seed.articles.length).toBeGreaterThanOrEqual(60);
    expect(seed.posters.length).toBeGreaterThanOrEqual(30);
    expect(seed.policies.length).toBeGreaterThan(200);
    expect(seed.claims.length).toBeGreaterThan(20);
    expect(seed.groupApplies.length).toBeGreaterThan(10);
    expect(seed.reviewerConfigs.length).toBeGreaterThan(5);
    expect(seed.workplaces.every((w) => (w.lat > 39 && w.lat < 41 && w.lng > 115 && w.lng < 118) || (w.lat > 28 && w.lat < 32 && w.lng > 103 && w.lng < 106))).toBe(true);
  });

  it('gives every customer a valid ID number consistent with gender and birth date', () => {
    for (const c of seed.customers) {
      expect(isIdCard(c.idNumber), c.idNumber).toBe(true);
      const info = parseIdCard(c.idNumber);
      if (!info.valid) throw new Error(info.reason);
      expect(info.birthDate).toBe(c.birthday);
      expect(String(info.gender)).toBe(c.gender);
      expect(ageAt(parseCst(c.birthday), NOW)).toBeGreaterThanOrEqual(18);
    }
    expect(new Set(seed.customers.map((c) => c.idNumber)).size).toBe(seed.customers.length);
  });

  it('gives customers and staff valid mainland mobile numbers', () => {
    for (const c of seed.customers) expect(isMainlandPhone(c.mobile), c.mobile).toBe(true);
    for (const s of seed.staff) {
      expect(isMainlandPhone(s.mobile), s.mobile).toBe(true);
      expect(isMainlandPhone(s.khyxMobile), s.khyxMobile).toBe(true);
    }
  });

  it('gives cars valid plates with their province prefix and 17-character VINs', () => {
    const comIdOf = new Map(seed.customers.map((c) => [c.custId, c.comId]));
    for (const car of seed.cars) {
      expect(isLicensePlate(car.licenseNo), car.licenseNo).toBe(true);
      expect(car.licenseNo[0]).toBe(platePrefixByComId(comIdOf.get(car.custId) ?? ''));
      expect(car.frameNo).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
    expect(new Set(seed.cars.map((c) => c.licenseNo)).size).toBe(seed.cars.length);
  });

  it('links policies, claims and reminders to existing customers and cars', () => {
    const custIds = new Set(seed.customers.map((c) => c.custId));
    const carIds = new Set(seed.cars.map((c) => c.carId));
    for (const p of seed.policies) {
      expect(custIds.has(p.custId)).toBe(true);
      if (p.vehicle) expect(carIds.has(p.carId)).toBe(true);
      expect(['DAA', 'DZA', 'DDA', 'DZB'].includes(p.riskCode)).toBe(p.vehicle);
      expect(parseCst(p.endDate)).toBeGreaterThan(parseCst(p.startDate));
    }
    for (const c of seed.claims) {
      expect(seed.policies.some((p) => p.policyNo === c.policyNo)).toBe(true);
      expect(c.steps[0].done).toBe(true);
    }
    for (const r of seed.reminders) expect(custIds.has(r.custId)).toBe(true);
  });

  it('uses only sandbox-served images, never external URLs', () => {
    const urls = [...seed.articles.map((a) => a.coverUrl), ...seed.posters.map((p) => p.imageUrl), ...seed.customers.map((c) => c.avatar)];
    for (const url of urls) expect(url.startsWith('/__sandbox/assets/')).toBe(true);
  });

  it('gives every article a body about its title: its lead shares the title\'s words, and no two bodies are alike', () => {
    /** Two-character windows of the Chinese runs of a text: a crude word list that needs no dictionary. */
    const pairs = (t: string): Set<string> => {
      const out = new Set<string>();
      for (const run of t.match(/[\u4e00-\u9fff]+/g) ?? []) for (let i = 0; i + 1 < run.length; i += 1) out.add(run.slice(i, i + 2));
      return out;
    };
    const paragraphs = (html: string): string[] => [...html.matchAll(/<p>([^<]+)<\/p>/g)].map((m) => m[1]);
    for (const a of seed.articles) {
      const [lead] = paragraphs(a.content);
      const shared = [...pairs(a.title)].filter((w) => lead.includes(w));
      expect(shared.length, `${a.title}: ${lead}`).toBeGreaterThanOrEqual(3);
      expect(a.digest.replace(/…$/, ''), a.title).toBe(lead.slice(0, a.digest.replace(/…$/, '').length));
    }
    const bodies = seed.articles.map((a) => paragraphs(a.content).slice(0, 2).join(''));
    expect(new Set(bodies).size).toBe(bodies.length);
  });
});

describe('seed identifiers', () => {
  it('keep their numbers whatever day the seed is generated around, while dates move with the day', () => {
    const later = buildSeed(DEFAULT_SEED, NOW + 400 * DAY_MS);
    expect(later.policies.map((p) => p.policyNo)).toEqual(seed.policies.map((p) => p.policyNo));
    expect(later.claims.map((c) => c.registNo)).toEqual(seed.claims.map((c) => c.registNo));
    expect(later.groupMsgs.map((m) => m.msgId)).toEqual(seed.groupMsgs.map((m) => m.msgId));
    expect(later.renewalBatches.map((b) => b.batchNo)).toEqual(seed.renewalBatches.map((b) => b.batchNo));
    expect(later.policies[0].startDate).not.toBe(seed.policies[0].startDate);
  });
});
