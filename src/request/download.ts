import type { DownloadResult } from './downloadResponse';
import { callApi, type RequestOptions } from './request';

/** Options of {@link download}. */
export type DownloadOptions = Pick<RequestOptions, 'data' | 'signal' | 'notCheckLogout'>;

/**
 * Downloads a file by catalogue id: the answer is read as a blob and saved under the
 * `content-disposition` file name, unless the server answered with a message instead
 * (see DownloadResult and the rules of spec/calls.md, file download).
 */
export function download(id: string, params: Record<string, unknown> = {}, options: DownloadOptions = {}): Promise<DownloadResult> {
  return callApi(id, params, options, 'download') as Promise<DownloadResult>;
}
