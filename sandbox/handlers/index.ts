/**
 * The handler registry: call id → handler, merged from the domain files. A catalogue id without
 * a specific handler gets the generic one, which still answers believable data for its title.
 */
import type { CompiledApi } from '../../src/core/types';
import { assistantHandlers } from './assistant';
import { authHandlers } from './auth';
import { careMsgHandlers } from './care-msg';
import { claimHandlers } from './claim';
import { clubHandlers } from './club';
import { configHandlers } from './config';
import { contentHandlers } from './content';
import { createGroupHandlers } from './create-group';
import { customerHandlers } from './customer';
import { customerCentreHandlers } from './customer-centre';
import { customerRecordHandlers } from './customer-records';
import { genericHandler } from './generic';
import { groupMsgHandlers } from './group-msg';
import { groupsEnterprisesHandlers } from './groups-enterprises';
import { interactHandlers } from './interact';
import { marketingHandlers } from './marketing';
import { newsHandlers } from './news';
import { newsFavoriteHandlers } from './news-favorite';
import { policyHandlers } from './policy';
import { posterHandlers } from './poster';
import { pointsHandlers } from './points';
import { publicAccountHandlers } from './public-account';
import { publicLinkHandlers } from './public-links';
import { robotHandlers } from './robot';
import { servicePackHandlers } from './service-packs';
import { teamHandlers } from './team';
import type { Handler, HandlerMap } from './types';
import { uploadHandlers } from './upload';
import { valueAddedHandlers } from './value-added';
import { whiteHandlers } from './white';

export const HANDLERS: HandlerMap = {
  ...authHandlers,
  ...configHandlers,
  ...whiteHandlers,
  ...customerHandlers,
  ...customerCentreHandlers,
  ...policyHandlers,
  ...claimHandlers,
  ...newsHandlers,
  ...newsFavoriteHandlers,
  ...posterHandlers,
  ...uploadHandlers,
  ...groupMsgHandlers,
  ...careMsgHandlers,
  ...createGroupHandlers,
  ...interactHandlers,
  ...marketingHandlers,
  ...clubHandlers,
  ...assistantHandlers,
  ...robotHandlers,
  ...customerRecordHandlers,
  ...servicePackHandlers,
  ...valueAddedHandlers,
  ...contentHandlers,
  ...publicLinkHandlers,
  ...teamHandlers,
  ...publicAccountHandlers,
  ...pointsHandlers,
  ...groupsEnterprisesHandlers,
};

/** The specific handler of a call: by id, else by the last path segment (ids track server names). */
export function specificHandler(api: CompiledApi): Handler | undefined {
  const own = HANDLERS[api.id];
  if (own) return own;
  const segment = api.path.split('/').pop()?.replace(/\.do$/, '') ?? '';
  return Object.prototype.hasOwnProperty.call(HANDLERS, segment) ? HANDLERS[segment] : undefined;
}

export function handlerFor(api: CompiledApi): Handler {
  return specificHandler(api) ?? genericHandler;
}
