import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { isTestMode, setTestMode } from '../../../lib/test-mode.ts';
import { useLiveMode } from '../api/live-mode.ts';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 600;
`;

/** Issue 34's Activation page (its entry in config/paths.ts arrives with that branch). */
const ACTIVATION_PATH = '/activation';

const Why = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The dashboard's Test mode switch, kept on this device; its requests then show test or live data.
 * Issue 33: while live money is not available to this merchant, it says why and links to activation.
 */
export function TestModeToggle() {
  const queryClient = useQueryClient();
  const [on, setOn] = useState(isTestMode);
  const live = useLiveMode();
  return (
    <div>
      <ToggleLabel setOn={setOn} on={on} onChange={() => void queryClient.invalidateQueries()} />
      {live.data && !live.data.available ? (
        <Why data-testid="live-unavailable">
          Live payments are not available yet. {live.data.message}{' '}
          {live.data.reason === 'livemode_unavailable' ? null : <Link to={ACTIVATION_PATH}>Go to activation</Link>}
        </Why>
      ) : null}
    </div>
  );
}

function ToggleLabel({ on, setOn, onChange }: { on: boolean; setOn: (on: boolean) => void; onChange: () => void }) {
  return (
    <Label>
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => {
          setTestMode(event.target.checked);
          setOn(event.target.checked);
          // Everything shown belongs to one mode: fetch it again in the new one.
          onChange();
        }}
      />
      Test mode
    </Label>
  );
}
