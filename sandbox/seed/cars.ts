/** Cars of the customers: plates of the customer's city, VINs with valid check digits. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, addYears, fmtDate } from '@sandbox/util/dates';
import { makeEngineNo, makePlate, makeVin } from './identity';
import { branchOf } from './refPlaces';
import { CAR_COLORS, CAR_MODELS } from './refVehicles';
import type { Car, Customer } from './types';

/** The next annual-inspection date after `now`: yearly from year 6, every two years before. */
function nextInspection(registerMs: number, nowMs: number): number {
  let due = addYears(registerMs, 6);
  if (due > nowMs) {
    while (addYears(due, -2) > nowMs && addYears(due, -2) > registerMs) due = addYears(due, -2);
    return due;
  }
  while (due <= nowMs) due = addYears(due, 1);
  return due;
}

export function seedCars(rng: Rng, customers: readonly Customer[]): Car[] {
  const cars: Car[] = [];
  const plates = new Set<string>();
  for (const customer of customers) {
    if (customer.custStatus === '-1' || rng.chance(0.08)) continue;
    const count = rng.chance(0.15) ? 2 : 1;
    for (let n = 0; n < count; n += 1) {
      const model = rng.pick(CAR_MODELS);
      const prefix = branchOf(customer.comCode)?.platePrefix ?? '川A';
      let licenseNo = makePlate(rng, prefix, model.newEnergy);
      while (plates.has(licenseNo)) licenseNo = makePlate(rng, prefix, model.newEnergy);
      plates.add(licenseNo);
      const registerMs = seedNow() - rng.int(60, 3650) * DAY_MS;
      const year = Number(fmtDate(registerMs).slice(0, 4));
      cars.push({
        carId: `CAR${customer.custId.slice(-8)}${n}`,
        custId: customer.custId,
        licenseNo,
        frameNo: makeVin(rng, model.wmi, model.vds, year),
        engineNo: model.newEnergy ? `TZ${rng.chars('0123456789', 3)}XS${rng.chars('0123456789', 6)}` : makeEngineNo(rng),
        brand: model.brand,
        model: model.model,
        brandModel: `${model.brand}${model.model}`,
        vehicleType: model.vehicleType,
        seats: model.seats,
        color: rng.pick(CAR_COLORS),
        newEnergy: model.newEnergy,
        useNature: '家庭自用汽车',
        registerDate: fmtDate(registerMs),
        purchasePrice: model.price,
        annualInspectionDate: fmtDate(nextInspection(registerMs, seedNow())),
      });
    }
  }
  return cars;
}
