/**
 * Where the server's log lines go. A person running `npm start` in a terminal in local mode gets
 * short, readable lines (pino-pretty, synchronous so nothing is lost on exit); anything else (a
 * pipe, a file, a log collector, production) gets pino's JSON, one object a line.
 */
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

export function consoleLogStream(options: { localMode: boolean; isTTY: boolean }): DestinationStream | undefined {
  if (!options.localMode || !options.isTTY) return undefined;
  return pretty({
    colorize: true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // Request and outbox details stay in JSON logs; the readable line already says them.
    ignore: 'pid,hostname,reqId,req,res,responseTime,devOutbox',
    singleLine: true,
  });
}
