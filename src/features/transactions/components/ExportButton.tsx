import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ActivityFilters } from '../../../../domain/activity-filters.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { exportTransactions, type ExportProgress } from '../api/export-transactions.ts';
import { groupThousands } from '../../../../domain/money.ts';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ExportState =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress }
  | { step: 'done'; rows: number; filename: string }
  | { step: 'failed'; message: string };

function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const rowsText = (rows: number) => `${groupThousands(rows)} ${rows === 1 ? 'row' : 'rows'}`;

/** Downloads the filtered set as CSV, saying how much has arrived while it streams in. */
export function ExportButton({ filters, disabled }: { filters: ActivityFilters; disabled?: boolean }) {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the page (or changing the filters, which makes a new button) stops a download under way.
  useEffect(() => () => running.current?.abort(), []);
  const start = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'running', progress: { bytes: 0, rows: 0 } });
    try {
      const result = await exportTransactions(filters, (progress) => setState({ step: 'running', progress }), controller.signal);
      saveFile(result.blob, result.filename);
      setState({ step: 'done', rows: result.rows, filename: result.filename });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ step: 'failed', message: readableError(error) });
    }
  };
  return (
    <Wrap>
      <Button variant="outline" onClick={() => void start()} loading={state.step === 'running'} disabled={disabled}>
        Export CSV
      </Button>
      <Status role="status" data-testid="export-status">
        {state.step === 'running'
          ? `Downloading… ${size(state.progress.bytes)}, ${rowsText(state.progress.rows)}`
          : state.step === 'done'
            ? `Downloaded ${state.filename}: ${rowsText(state.rows)}.`
            : state.step === 'failed'
              ? `Export failed: ${state.message}`
              : ''}
      </Status>
    </Wrap>
  );
}
