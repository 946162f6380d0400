/**
 * Downloads the filtered activity as CSV (GET /transactions/export.csv). Read as a stream with
 * fetch, so the screen can show the bytes and rows received on a slow link; saved through an
 * object URL once complete. Same credentials and mode header as every other request.
 */
import { activityFiltersToQuery, type ActivityFilters } from '../../../../domain/activity-filters.ts';
import { env } from '../../../config/env.ts';
import { ApiError, extractServerMessage, getStoredToken, LONG_REQUEST_TIMEOUT_MS, NetworkError, TimeoutError } from '../../../lib/api-client.ts';
import { modeHeaders } from '../../../lib/test-mode.ts';

export interface ExportProgress {
  bytes: number;
  /** Data rows so far (lines after the header). */
  rows: number;
}

export interface ExportResult extends ExportProgress {
  blob: Blob;
  filename: string;
}

function filenameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'salone-pay-activity.csv';
}

export async function exportTransactions(filters: ActivityFilters, onProgress: (progress: ExportProgress) => void, signal?: AbortSignal): Promise<ExportResult> {
  const headers: Record<string, string> = { Accept: 'text/csv', ...modeHeaders() };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LONG_REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await fetch(`${env.apiBaseUrl}/transactions/export.csv?${activityFiltersToQuery(filters)}`, {
      headers,
      credentials: 'include',
      signal: controller.signal,
    });
    if (!response.ok) {
      const text = await response.text();
      throw new ApiError(extractServerMessage(text) ?? `Export failed with status ${response.status}`, response.status, undefined, text);
    }
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    let lines = 0;
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) lines += 1;
        onProgress({ bytes, rows: Math.max(0, lines - 1) });
      }
    }
    const rows = Math.max(0, lines - 1);
    return { blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), filename: filenameOf(response), bytes, rows };
  } catch (error) {
    if (timedOut) throw new TimeoutError(LONG_REQUEST_TIMEOUT_MS);
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new NetworkError(error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Hands the file to the browser's download (an object URL on a temporary link). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
