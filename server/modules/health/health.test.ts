import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { APP_VERSION } from '../../version.ts';

describe('GET /api/v1/health', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.app.close();
    testApp = undefined;
  });

  it('reports ok with message, timestamp, uptime and version when the database answers', async () => {
    testApp = await createTestApp();
    const before = Date.now();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toEqual({
      status: 'ok',
      message: expect.stringContaining('database is reachable'),
      timestamp: expect.any(String),
      uptime: expect.any(Number),
      version: APP_VERSION,
    });
    expect(Date.parse(String(data.timestamp))).toBeGreaterThanOrEqual(before - 1000);
    await testApp.close();
  });

  it('reports degraded with 503 once the database is gone', async () => {
    testApp = await createTestApp();
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    const { data } = response.json<{ data: { status: string; message: string } }>();
    expect(data.status).toBe('degraded');
    expect(data.message).toContain('database is unreachable');
  });
});
