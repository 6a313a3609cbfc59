/** Policies: compulsory and commercial cover for every insured car, plus non-vehicle policies. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, addYears, cstStartOfDay, fmtDateTime, idYear } from '@sandbox/util/dates';
import { encryptId } from './identity';
import { NON_VEHICLE_RISKS, VEHICLE_COVERAGES, VEHICLE_RISKS, type RiskKind } from './refInsurance';
import type { Car, Coverage, Customer, Policy } from './types';

const round2 = (n: number): number => Math.round(n * 100) / 100;

function vehicleCoverages(rng: Rng, car: Car, premium: number): Coverage[] {
  const thirdParty = rng.pick([1000000, 2000000, 3000000]);
  const amounts: Record<string, number> = {
    '050202': Math.round(car.purchasePrice * 0.85),
    '050602': thirdParty,
    '050711': 10000,
    '050712': 10000 * (car.seats - 1),
    '050930': 20000,
    '050291': 0,
  };
  const shares = [0.52, 0.3, 0.03, 0.06, 0.05, 0.04];
  return VEHICLE_COVERAGES.map(([kindCode, kindName], i) => ({
    kindCode,
    kindName,
    amount: amounts[kindCode],
    premium: round2(premium * shares[i]),
  }));
}

interface Numbering {
  next(): number;
}

function makePolicy(
  rng: Rng,
  seq: Numbering,
  customer: Customer,
  risk: RiskKind,
  startMs: number,
  car: Car | undefined,
): Policy {
  const year = idYear(startMs);
  const serial = String(seq.next()).padStart(6, '0');
  const policyNo = `P${risk.riskCode}${year}${customer.comCode.slice(0, 6)}${serial}`;
  const premium = round2(rng.int(risk.premium[0] * 100, risk.premium[1] * 100) / 100);
  const endMs = addYears(startMs, 1) - 1000;
  const status: Policy['status'] = endMs < seedNow() ? '2' : rng.chance(0.02) ? '3' : '1';
  const piid = `PI${year}${customer.comCode.slice(0, 4)}${serial}${rng.int(10, 99)}`;
  const amount = risk.amount[0] === 0 && car ? Math.round(car.purchasePrice * 0.85) : rng.int(risk.amount[0] / 10000, risk.amount[1] / 10000) * 10000;
  return {
    policyNo,
    proposalNo: `T${risk.riskCode}${year}${customer.comCode.slice(0, 6)}${serial}`,
    riskCode: risk.riskCode,
    riskName: risk.riskName,
    vehicle: risk.vehicle,
    custId: customer.custId,
    applicantName: customer.custName,
    insuredName: customer.custName,
    idNumber: customer.idNumber,
    licenseNo: car?.licenseNo ?? '',
    carId: car?.carId ?? '',
    premium,
    amount,
    signDate: fmtDateTime(startMs - rng.int(1, 20) * DAY_MS + rng.int(9, 18) * 3600000),
    startDate: fmtDateTime(startMs),
    endDate: fmtDateTime(endMs),
    status,
    comCode: customer.comCode,
    userCode: customer.managerUserCode,
    coverages: car && (risk.riskCode === 'DAA' || risk.riskCode === 'DDA') ? vehicleCoverages(rng, car, premium) : [],
    sendFlag: rng.chance(0.55) ? '1' : '0',
    piid,
    encryptPiid: encryptId(piid),
    verifyCode: rng.chars('0123456789', 6),
  };
}

export function seedPolicies(rng: Rng, customers: readonly Customer[], cars: readonly Car[]): Policy[] {
  const policies: Policy[] = [];
  let counter = 10000;
  const seq: Numbering = { next: () => (counter += rng.int(1, 40)) };
  for (const customer of customers) {
    if (customer.custStatus === '02' || customer.custStatus === '-1') continue;
    const lapsed = customer.custStatus === '03';
    for (const car of cars.filter((c) => c.custId === customer.custId)) {
      // Start of the current term: within the last year, midnight of the day after.
      const startMs = seedNow() - rng.int(lapsed ? 380 : 5, lapsed ? 700 : 360) * DAY_MS;
      const dayStart = cstStartOfDay(startMs) + DAY_MS;
      const commercial = car.newEnergy ? VEHICLE_RISKS[2] : VEHICLE_RISKS[0];
      policies.push(makePolicy(rng, seq, customer, VEHICLE_RISKS[1], dayStart, car));
      policies.push(makePolicy(rng, seq, customer, commercial, dayStart, car));
      if (rng.chance(0.35)) policies.push(makePolicy(rng, seq, customer, VEHICLE_RISKS[3], dayStart, car));
      if (!lapsed && rng.chance(0.5)) {
        const prev = addYears(dayStart, -1);
        policies.push(makePolicy(rng, seq, customer, VEHICLE_RISKS[1], prev, car));
        policies.push(makePolicy(rng, seq, customer, commercial, prev, car));
      }
    }
    if (rng.chance(0.35)) {
      const startMs = seedNow() - rng.int(10, 340) * DAY_MS;
      const dayStart = cstStartOfDay(startMs) + DAY_MS;
      policies.push(makePolicy(rng, seq, customer, rng.pick(NON_VEHICLE_RISKS), dayStart, undefined));
    }
  }
  return policies;
}
