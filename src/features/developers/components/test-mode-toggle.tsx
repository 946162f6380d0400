import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { isTestMode, setTestMode } from '../../../lib/test-mode.ts';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  font-weight: 600;
`;

/** The dashboard's Test mode switch, kept on this device; its requests then show test or live data. */
export function TestModeToggle() {
  const queryClient = useQueryClient();
  const [on, setOn] = useState(isTestMode);
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
          void queryClient.invalidateQueries();
        }}
      />
      Test mode
    </Label>
  );
}
