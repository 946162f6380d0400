import { preloadable } from '../lib/preloadable.tsx';
import { CodeLoadFailed } from './layouts/code-load-failed.tsx';

/**
 * Pages that the screen before them makes ready (issue 37): /login downloads /verify-otp (and
 * the query layer every lazy page renders inside, src/app/query-layer.tsx) while the number is
 * typed, so "Send code" moves to a code screen that is already here.
 */
export const verifyOtpPage = preloadable(async () => {
  const [module, layer] = await Promise.all([import('./routes/verify-otp.tsx'), import('./query-layer.tsx')]);
  return { default: layer.withQueries(module.default) };
}, CodeLoadFailed);
