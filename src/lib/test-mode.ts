/**
 * The dashboard's Test mode (issue 12), kept on this device. In Test mode (the default: the demo
 * data and every sandbox payment are test records) requests carry no mode header and the server
 * answers with test data; with Test mode off they carry `Salone-Mode: live`.
 */
export const TEST_MODE_KEY = 'salone_mode';
export const MODE_HEADER = 'Salone-Mode';

export function isTestMode(): boolean {
  try {
    return localStorage.getItem(TEST_MODE_KEY) !== 'live';
  } catch {
    return true;
  }
}

export function setTestMode(on: boolean): void {
  try {
    if (on) localStorage.removeItem(TEST_MODE_KEY);
    else localStorage.setItem(TEST_MODE_KEY, 'live');
  } catch {
    // Storage unavailable (private mode): the mode stays test.
  }
}

/** The header a request carries for the current mode (none in Test mode). */
export function modeHeaders(): Record<string, string> {
  return isTestMode() ? {} : { [MODE_HEADER]: 'live' };
}
