import type { AxiosResponse } from 'axios';
import type { CompiledApi } from '@/core';
import { SESSION_EXPIRED_STATUS } from './answer';
import { requestConfig } from './config';
import { ERROR_MESSAGES, RequestError } from './errors';
import { filenameFromDisposition } from './filename';
import { endSession } from './logout';

/** The outcome of a download: a saved file, or a message the server sent instead. */
export type DownloadResult = { saved: true; filename: string; size: number } | { saved: false; notice: string };

/** File name used when the server names none. */
export const DEFAULT_DOWNLOAD_NAME = 'download';

/** Reads a blob as text (Blob.text, or FileReader where text() is missing). */
export function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Hands a blob to the browser as a file download (object URL + anchor click). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoking in the same task can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function header(response: AxiosResponse<unknown>, name: string): string {
  const value: unknown = response.headers?.[name];
  return typeof value === 'string' ? value : '';
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function statusText(body: Record<string, unknown>): string {
  return typeof body.statusText === 'string' && body.statusText !== '' ? body.statusText : ERROR_MESSAGES.unknownShape;
}

function failure(api: CompiledApi, body: Record<string, unknown>, checkLogout: boolean): RequestError {
  const status = typeof body.status === 'number' || typeof body.status === 'string' ? body.status : undefined;
  if (checkLogout && Number(status) === SESSION_EXPIRED_STATUS) {
    endSession();
    return new RequestError('expired', statusText(body), { apiId: api.id, status, body });
  }
  return new RequestError('answer', statusText(body), { apiId: api.id, status, body });
}

/**
 * Handles a blob answer (spec/calls.md, file download):
 * - JSON body: an error carrying its statusText;
 * - text/plain `{ status: 0 }`: the statusText is shown as a notice, nothing is saved;
 * - text/plain `{ status: -1 }`: the statusText is alerted and the call rejects;
 * - anything else: saved under the `content-disposition` file name.
 */
export async function handleDownloadResponse(
  api: CompiledApi,
  response: AxiosResponse<unknown>,
  checkLogout: boolean,
): Promise<DownloadResult> {
  const blob = response.data instanceof Blob ? response.data : new Blob([String(response.data ?? '')]);
  const contentType = header(response, 'content-type').toLowerCase();

  if (contentType.includes('application/json')) {
    throw failure(api, parseJson(await readBlobText(blob)) ?? {}, checkLogout);
  }
  if (contentType.includes('text/plain')) {
    const body = parseJson(await readBlobText(blob));
    const status = body ? Number(body.status) : NaN;
    if (body && status === 0) {
      const notice = statusText(body);
      requestConfig().onNotice(notice);
      return { saved: false, notice };
    }
    if (body && status === -1) {
      const error = failure(api, body, checkLogout);
      requestConfig().onAlert(error.userMessage);
      throw error;
    }
    if (body && status === SESSION_EXPIRED_STATUS && checkLogout) throw failure(api, body, checkLogout);
  }
  const filename = filenameFromDisposition(header(response, 'content-disposition')) ?? DEFAULT_DOWNLOAD_NAME;
  saveBlob(blob, filename);
  return { saved: true, filename, size: blob.size };
}
