/** Builds the whole sandbox state from one seed. Same seed, same data, on every machine. */
import { fmtDate, seedAnchor, withSeedNow } from '@sandbox/util/dates';
import { createRng } from '@sandbox/util/prng';
import { seedArticles, seedNewsAccess, seedNewsCategories } from './articles';
import { seedFaqs, seedIntellRecords, seedNavigation, seedSalesPitches } from './assistant';
import { seedCars } from './cars';
import { seedMomentsTasks, seedProductClasses, seedProducts, seedTrainingResources } from './catalog';
import { seedClaims } from './claims';
import { seedClaimGroups, seedGroupApplies, seedReviewerConfigs } from './createGroup';
import { seedCustomers } from './customers';
import { seedChatRoomRelations, seedFavorites, seedLeads, seedOcrResults, seedReservations } from './leads';
import {
  seedBlacklist, seedBlacklistConfigs, seedCareMsgs, seedDisasterWarnings, seedGroupMsgs, seedRenewalBatches,
} from './messages';
import { seedPolicies } from './policies';
import { seedRecentClaims } from './recentClaims';
import { seedPosterClasses, seedPosters, seedScriptClasses, seedScripts } from './posters';
import { seedComplaints, seedReminders } from './serviceRecords';
import { seedStaff } from './staff';
import type { SandboxState } from './types';
import { seedCoupons, seedServicePacks, seedValueAddedBatches, seedValueAddedPlans, seedVoucherOrders } from './valueAdded';
import { seedSignIns, seedWorkplaceBinds, seedWorkplaces } from './workplaces';
import { seedGroupingCodes, seedServiceGrants } from './servicePacks';
import { seedPublicAccount } from './publicAccount';
import { seedPoints } from './points';
import { seedEnterprises, seedLinkedGroups } from './groupsEnterprises';

/** Bump when the shape or content of the seed changes: older state files are then discarded. */
export const SEED_VERSION = 'sandbox-seed-9';
export const DEFAULT_SEED = 'wecom-insurance-sandbox';

/**
 * The state for a seed string, generated around the CST day of `nowMs` (default: the clock now):
 * every date in it is relative to that day (sandbox/util/dates.ts seedAnchor).
 */
export function buildSeed(seed: string = DEFAULT_SEED, nowMs: number = Date.now()): SandboxState {
  const anchor = seedAnchor(nowMs);
  return withSeedNow(anchor, () => buildSeedAt(seed, anchor));
}

function buildSeedAt(seed: string, anchor: number): SandboxState {
  const rng = createRng(seed);
  const staff = seedStaff(rng.fork('staff'));
  const { customers, bindings } = seedCustomers(rng.fork('customers'), staff);
  const cars = seedCars(rng.fork('cars'), customers);
  const policies = seedPolicies(rng.fork('policies'), customers, cars);
  const claims = seedClaims(rng.fork('claims'), customers, policies);
  const articles = seedArticles(rng.fork('articles'));
  const posters = seedPosters(rng.fork('posters'));
  const scripts = seedScripts(rng.fork('scripts'));
  const workplaces = seedWorkplaces();
  const workplaceBinds = seedWorkplaceBinds(staff, workplaces);
  const valueAddedPlans = seedValueAddedPlans(rng.fork('plans'));
  const coupons = seedCoupons(rng.fork('coupons'));
  const faqs = seedFaqs();
  const recent = seedRecentClaims(staff, customers, policies);
  const state: SandboxState = {
    version: SEED_VERSION,
    seededFor: fmtDate(anchor),
    switches: {
      byComId: {
        '51000000': { smart_business_card: '0', check_wecom_phone_same_as_khyx: '0' },
        '11000000': { smart_business_card: '0', check_wecom_phone_same_as_khyx: '0' },
      },
      global: { wx_temporarily_do: '0' },
    },
    staff,
    customers,
    bindings,
    cars,
    policies,
    claims: [...claims, ...recent.claims],
    complaints: seedComplaints(rng.fork('complaints'), customers),
    reminders: seedReminders(rng.fork('reminders'), customers, cars, policies),
    leads: seedLeads(rng.fork('leads'), posters),
    favorites: seedFavorites(rng.fork('favorites'), scripts),
    newsCategories: seedNewsCategories(),
    articles,
    newsAccess: seedNewsAccess(rng.fork('access'), articles, customers),
    posterClasses: seedPosterClasses(),
    posters,
    posterShareConfigs: [],
    scriptClasses: seedScriptClasses(),
    scripts,
    groupMsgs: seedGroupMsgs(rng.fork('groupMsgs'), customers, bindings, articles),
    renewalBatches: seedRenewalBatches(rng.fork('batches'), customers, policies),
    // Newest first, as seedCareMsgs orders them.
    careMsgs: [...seedCareMsgs(rng.fork('care'), customers, claims, cars), ...recent.careMsgs].sort((a, b) => b.createTime.localeCompare(a.createTime)),
    disasterWarnings: seedDisasterWarnings(rng.fork('disaster'), customers, articles),
    blacklist: seedBlacklist(rng.fork('blacklist'), customers),
    blacklistConfigs: seedBlacklistConfigs(staff),
    reviewerConfigs: seedReviewerConfigs(rng.fork('reviewers'), staff),
    groupApplies: seedGroupApplies(rng.fork('applies'), staff, customers, claims),
    claimGroups: seedClaimGroups(rng.fork('claimGroups'), claims, customers),
    servicePacks: seedServicePacks(rng.fork('packs')),
    valueAddedPlans,
    valueAddedBatches: seedValueAddedBatches(rng.fork('vaBatches'), valueAddedPlans),
    coupons,
    voucherOrders: seedVoucherOrders(rng.fork('vouchers'), coupons, customers),
    workplaces,
    workplaceBinds,
    signIns: seedSignIns(rng.fork('signIns'), workplaceBinds, workplaces),
    faqs,
    salesPitches: seedSalesPitches(),
    navigation: seedNavigation(),
    intellRecords: seedIntellRecords(faqs, staff.filter((s) => s.persona === 'manager').map((s) => s.userCode)),
    assistantConfigs: [],
    media: [],
    sends: [],
    momentsTasks: seedMomentsTasks(rng.fork('moments')),
    trainingResources: seedTrainingResources(rng.fork('training')),
    productClasses: seedProductClasses(),
    products: seedProducts(),
    reservations: seedReservations(rng.fork('reservations'), customers),
    ocrResults: seedOcrResults(rng.fork('ocr'), customers, cars),
    chatRoomRelations: seedChatRoomRelations(customers, cars),
    revokedTokens: [],
    // Ids the app creates continue after the seeded ones.
    counters: { IR: 100, SI: 100000 },
  };
  // Forked last, so that the collections above keep the records they had before these existed.
  state.groupingCodes = seedGroupingCodes(rng.fork('groupingCodes'), staff);
  state.serviceGrants = seedServiceGrants(rng.fork('serviceGrants'), customers, valueAddedPlans);
  state.publicAccount = seedPublicAccount(rng.fork('publicAccount'), staff);
  const points = seedPoints(rng.fork('points'), staff);
  state.pointsPools = points.pools;
  state.pointsRecords = points.records;
  state.linkedGroups = seedLinkedGroups(rng.fork('linkedGroups'), staff, customers);
  state.enterprises = seedEnterprises(rng.fork('enterprises'), staff);
  return state;
}
