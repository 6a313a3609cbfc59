/**
 * The handler registry: call id → handler, merged from the domain files. A catalogue id without
 * a specific handler gets the generic one, which still answers believable data for its title.
 */
import type { CompiledApi } from '@/core/types';
import { assistantHandlers } from './assistant';
import { authHandlers } from './auth';
import { careMsgHandlers } from './careMsg';
import { claimHandlers } from './claim';
import { clubHandlers } from './club';
import { configHandlers } from './config';
import { contentHandlers } from './content';
import { createGroupHandlers } from './createGroup';
import { customerHandlers } from './customer';
import { customerCentreHandlers } from './customerCentre';
import { customerRecordHandlers } from './customerRecords';
import { genericHandler } from './generic';
import { groupMsgHandlers } from './groupMsg';
import { groupsEnterprisesHandlers } from './groupsEnterprises';
import { interactHandlers } from './interact';
import { marketingHandlers } from './marketing';
import { newsHandlers } from './news';
import { newsFavoriteHandlers } from './newsFavorite';
import { policyHandlers } from './policy';
import { posterHandlers } from './poster';
import { pointsHandlers } from './points';
import { publicAccountHandlers } from './publicAccount';
import { publicLinkHandlers } from './publicLinks';
import { robotHandlers } from './robot';
import { servicePackHandlers } from './servicePacks';
import { teamHandlers } from './team';
import type { Handler, HandlerMap } from './types';
import { uploadHandlers } from './upload';
import { valueAddedHandlers } from './valueAdded';
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
