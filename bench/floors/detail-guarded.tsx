/**
 * Floor of the customer detail page as a hand-written app would run it: the same hand-written page
 * (detailFloor.tsx), but its calls go through the app's request layer (axios, the call catalogue,
 * answer styles) after the spec's navigation guard (spec/product.md 4.1: the request switch, the
 * token and dynamic routes, the app config and the permission gate), run with the app's own guard
 * dependencies. What is left out is the schema layer alone: no PageRenderer, data sources,
 * expressions or widget registry (and no react-router, which the guard does not need). The app
 * divided by this floor is the schema layer's cost; reported next to the budget's floor
 * (detail-react.tsx), which runs no guard.
 */
import { configureRequest, request } from '@/request';
import { parseLocation, runGuard } from '@/router';
import { doneProgress } from '@/shell/progress';
import { catalogue } from '@/app/schemaData';
import { guardDeps } from '@/app/guardDeps';
import { mount } from './common';
import { DetailFloor, type DetailLoader } from './detailFloor';

/** The route the app shows for this page (bench/lib/config.ts DETAIL). */
const DETAIL_ROUTE = '/customer-info/customerInfo-detail';

configureRequest({ apis: catalogue, onNotice: () => undefined, onAlert: () => undefined });

/** Runs the guard as the app's router does: again after a 'reenter' (routes just generated). */
async function guard(): Promise<void> {
  const to = parseLocation(`${DETAIL_ROUTE}${window.location.search}`);
  for (let i = 0; i < 3; i++) {
    const outcome = await runGuard(to, null, guardDeps);
    if (outcome.kind === 'pass') {
      doneProgress();
      return;
    }
    if (outcome.kind === 'redirect') throw new Error(`the guard redirected to ${outcome.to}`);
  }
  throw new Error('the guard did not settle');
}

const guarded = guard();
const load: DetailLoader = async (api, params) => {
  await guarded;
  return request<Record<string, unknown>>(api, params);
};

mount(<DetailFloor load={load} />);
