/**
 * Servers of the bench, both scripts/serve-dist.ts on loopback (sirv, gzip level 9 precompressed)
 * with the sandbox mounted for API calls:
 * - the app as deployed (the headers of scripts/security-headers.ts, CSP included; history fallback);
 * - the floors without those headers and without a fallback (the RJSF peer needs `new Function`
 *   for ajv, which is part of why it is the peer and not the design).
 */
import path from 'node:path';
import { serveDist, type DistServer } from '../../scripts/serve-dist';
import { APP_OUT, FLOORS_OUT, SANDBOX_DIR } from './config';

export type Server = DistServer;

export function serveApp(): Promise<Server> {
  return serveDist({ port: 0, dir: APP_OUT, sandbox: { dir: path.join(SANDBOX_DIR, 'app') } });
}

export function serveFloors(): Promise<Server> {
  return serveDist({ port: 0, dir: FLOORS_OUT, sandbox: { dir: path.join(SANDBOX_DIR, 'floors') }, historyFallback: false, securityHeaders: false });
}
