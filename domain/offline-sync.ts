/**
 * Messages between the web app and its service worker (both import this; neither imports the other).
 */

/** Background Sync tag the app registers after queueing a write. */
export const OUTBOX_SYNC_TAG = 'outbox-sync';

/** Posted by the service worker to its pages: "run the outbox replayer now". */
export const OUTBOX_SYNC_MESSAGE = 'outbox-sync';

/** Posted by the page to a waiting service worker: "take over now" (after the user chose Reload). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
