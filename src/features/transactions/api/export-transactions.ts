/**
 * Downloads the filtered activity as CSV (GET /transactions/export.csv). Read as a stream with
 * fetch, so the screen can show the bytes and rows received on a slow link; saved through an
 * object URL once complete. Through the one API client: same headers, time limit and sign-out on 401.
 */
import { activityFiltersToQuery, type ActivityFilters } from '../../../../domain/activity-filters.ts';
import { apiReadBody, LONG_REQUEST_TIMEOUT_MS } from '../../../lib/api-client.ts';

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
  return apiReadBody(
    `/transactions/export.csv?${activityFiltersToQuery(filters)}`,
    'text/csv',
    async (response) => {
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
    },
    { signal, timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
}
