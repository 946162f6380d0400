import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberMay } from '../../domain/members.ts';
import { isTestMode, setTestMode } from '../lib/test-mode.ts';
import { useLiveMode } from '../features/developers/api/live-mode.ts';
import { useCurrentRole } from '../features/members/current-role.ts';

/**
 * Issue 35: a member whose role may not switch mode (domain/members.ts, `mode.switch`: a seller,
 * a viewer) works in the business's mode, which the server decides (live once the business may
 * take live money, test before) whatever this phone asks. This phone follows it, so its QR code,
 * live feed and labels say the mode the server answers in. True when the mode is the business's.
 */
export function useBusinessMode(): { fixed: boolean; test: boolean } {
  const { role } = useCurrentRole();
  const fixed = role !== null && !memberMay(role, 'mode.switch');
  const live = useLiveMode(fixed);
  const queryClient = useQueryClient();
  const available = live.data?.available;
  useEffect(() => {
    if (!fixed || available === undefined) return;
    const test = !available;
    if (isTestMode() === test) return;
    setTestMode(test);
    // Everything shown belongs to one mode: fetch it again in the business's.
    void queryClient.invalidateQueries();
  }, [fixed, available, queryClient]);
  return { fixed, test: fixed && available !== undefined ? !available : isTestMode() };
}
