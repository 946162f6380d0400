import type { HealthResponse } from '../../../domain/api-contract.ts';
import { pingDatabase, type Db } from '../../db/client.ts';

const DATABASE_CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function checkHealth(db: Db, version: string, now: () => Date = () => new Date()): Promise<HealthResponse> {
  let status: HealthResponse['status'] = 'ok';
  let message = 'Salone Pay API is running and the database is reachable';
  try {
    await withTimeout(pingDatabase(db), DATABASE_CHECK_TIMEOUT_MS);
  } catch {
    status = 'degraded';
    message = 'Salone Pay API is running but the database is unreachable';
  }
  return {
    status,
    message,
    timestamp: now().toISOString(),
    uptime: Math.round(process.uptime()),
    version,
  };
}
