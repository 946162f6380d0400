/**
 * `npm run monime:peer -- --port 4331 --callback http://127.0.0.1:3000/api/v1/providers/monime/callback`
 * (issue 33): live money rehearsed on one machine. Starts the Monime-compatible peer the adapter's
 * tests use (server/dev/monime-peer.ts) on 127.0.0.1, prints its URL and then the MONIME_*
 * settings to start the server with (one NAME=value per line), and serves until stopped.
 * Settle what is pending with its control API:
 *   GET  /_peer/payment-codes?status=pending
 *   POST /_peer/payment-codes/{id}/complete   (also signs a payment.completed webhook to --callback)
 *   POST /_peer/payment-codes/{id}/fail       (Monime has no event for it: the server polls)
 *   POST /_peer/payouts/{id}/complete | /fail  (signs a payout.completed | payout.failed webhook)
 * A development tool: the server never loads it.
 */
import { parseArgs } from 'node:util';
import { SECRET, SPACE, startMonimePeer, TOKEN } from '../dev/monime-peer.ts';

export function peerSettings(baseUrl: string): string[] {
  return [`MONIME_API_URL=${baseUrl}`, `MONIME_ACCESS_TOKEN=${TOKEN}`, `MONIME_SPACE_ID=${SPACE}`, `MONIME_WEBHOOK_SECRET=${SECRET}`];
}

export function parsePeerArgs(args: string[]): { port: number; callback: string } {
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, callback: { type: 'string' } }, strict: true });
  const port = Number(values.port ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535, got "${values.port}"`);
  const callback = values.callback ?? '';
  if (!/^https?:\/\/[^\s]+$/.test(callback)) throw new Error('--callback must be the server\'s callback URL, e.g. http://127.0.0.1:3000/api/v1/providers/monime/callback');
  return { port, callback };
}

async function main(): Promise<void> {
  const { port, callback } = parsePeerArgs(process.argv.slice(2));
  const peer = await startMonimePeer({ port, callbackUrl: callback });
  process.stdout.write(`${peer.url}\n${peerSettings(peer.baseUrl).join('\n')}\n`);
  const stop = () => void peer.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`monime:peer could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  });
}
