/**
 * Page state kept in the page's URL query (a page schema's `queryState`: query parameter → dotted
 * state path). The URL is where back, forward and reload find a page's filter again: the page
 * starts from it and writes its changes back into it.
 */
import { produce } from 'immer';
import { getIn, setIn } from './paths';

/** Query parameter name → dotted state path. */
export type QueryStateMap = Readonly<Record<string, string>>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The initial state with each mapped path taken from the query, where the query has its parameter. */
export function stateFromQuery(
  state: Record<string, unknown>,
  map: QueryStateMap | undefined,
  query: Readonly<Record<string, string>>,
): Record<string, unknown> {
  if (!map) return state;
  const present = Object.entries(map).filter(([param]) => typeof query[param] === 'string');
  if (!present.length) return state;
  return produce(state, (draft) => {
    for (const [param, path] of present) setIn(draft, path, query[param]);
  });
}

/** The mapped parameters as the state holds them ('' for an empty or absent value). */
export function queryOfState(state: Record<string, unknown>, map: QueryStateMap): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [param, path] of Object.entries(map)) out[param] = str(getIn(state, path));
  return out;
}

/** The mapped parameters as the query holds them ('' when absent). */
export function mappedQuery(query: Readonly<Record<string, string>>, map: QueryStateMap): Record<string, string> {
  const out: Record<string, string> = {};
  for (const param of Object.keys(map)) out[param] = str(query[param]);
  return out;
}

/** `query` with `patch` applied: a parameter set to '' is removed; the others keep their order. */
export function patchQuery(query: Readonly<Record<string, string>>, patch: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...query };
  for (const [param, value] of Object.entries(patch)) {
    if (value) out[param] = value;
    else delete out[param];
  }
  return out;
}
