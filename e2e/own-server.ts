/**
 * Starts one more real server (as `npm start` runs it: server/main.ts with tsx) on a free port with
 * its own PGlite directory and web root, for a test or measurement that must not share the
 * run's server (Lighthouse, a test that redeploys the app). stop() ends that process only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from '../server/test/server-process.ts';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * `port`: a fixed one when something must know it before the server starts (a provider's
 * callback). Otherwise the server listens on a port the system picks and reports it
 * (server/test/server-process.ts), so nothing else can take it between a pick and the listen.
 */
export async function startOwnServer(webRoot: string, env: Record<string, string> = {}, fixedPort?: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-own-server-'));
  try {
    const server = await startServer(
      // The parent's environment (PATH, the run's settings), as a shell's `npm start` would have it.
      { ...(process.env as Record<string, string>), DATA_DIR: dataDir, WEB_ROOT: webRoot, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
      // Generous: on a loaded machine (2 cores, several runs) a cold start took 60 s.
      180_000,
      fixedPort === undefined ? {} : { port: fixedPort },
    );
    return {
      baseURL: server.base,
      stop: async () => {
        await stopServer(server);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
