/** What a call handler gets and gives. */
import type { CompiledApi } from '@/core/types';
import type { SandboxState, Staff, ProvinceComId } from '@sandbox/seed/types';
import type { TokenPayload } from '@sandbox/session/token';
import type { SandboxStore } from '@sandbox/store';
import type { JsonObject } from '@sandbox/util/json';
import type { UploadedFile } from '@sandbox/util/request';

export interface HandlerContext {
  api: CompiledApi;
  /** Query and body fields merged (body wins). */
  params: JsonObject;
  files: UploadedFile[];
  /** The verified session, or null on public calls without a (valid) token. */
  user: TokenPayload | null;
  /** The verified token itself (null when there is none). */
  token: string | null;
  /** The staff record of the session user (null for external users and anonymous calls). */
  staff: Staff | null;
  /** The province the call is about: the user's, else params.comId, else 51000000. */
  comId: ProvinceComId;
  store: SandboxStore;
  /** Shortcut for store.state. */
  state: SandboxState;
  /** Current time in ms (injectable for tests). */
  now: number;
  request: Request;
}

/** A handler answers data (wrapped in the call's answer style) or a Reply. */
export type HandlerResult = unknown;
export type Handler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;
export type HandlerMap = Readonly<Record<string, Handler>>;
