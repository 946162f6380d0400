/**
 * Issue 41: calls waiting for PGlite take turns, the oldest request first, and the event loop
 * reads its sockets between turns (db/pglite-turns.ts). Always on PGlite.
 */
import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { asOfRequest, takeTurns } from './pglite-turns.ts';

describe('PGlite calls take turns', () => {
  let client: PGlite;
  let turns: { waiting: () => number };

  beforeAll(async () => {
    client = await PGlite.create();
    turns = takeTurns(client);
  });
  afterAll(async () => {
    await client.close();
  });

  /** Holds the connection (a transaction open) until the returned function is called. */
  async function holdConnection(): Promise<{ release: () => void; done: Promise<void> }> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let began = () => {};
    const begun = new Promise<void>((resolve) => (began = resolve));
    const done = client.transaction(async (tx) => {
      await tx.query('SELECT 1');
      began();
      await held;
    });
    await begun;
    return { release, done };
  }

  it('gives the next turn to the oldest request waiting, not to the first call', async () => {
    const { release, done } = await holdConnection();
    const answered: string[] = [];
    const ask = (name: string, arrived: number | null) => {
      const call = () => client.query<{ name: string }>('SELECT $1::text AS name', [name]).then((result) => answered.push(result.rows[0]!.name));
      return arrived === null ? call() : asOfRequest(arrived, call);
    };
    // Made in this order while the connection is held: a job's call, then three requests' calls.
    const calls = [ask('job', null), ask('newest request', 3_000_000_000), ask('oldest request', 1), ask('middle request', 2)];
    expect(turns.waiting()).toBe(4);
    release();
    await Promise.all([done, ...calls]);
    expect(answered).toEqual(['oldest request', 'middle request', 'job', 'newest request']);
    expect(turns.waiting()).toBe(0);
  });

  it('reads what arrives on a socket between turns, not after every call waiting is done', async () => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    const accepted = once(server, 'connection');
    const socket = net.connect(port, '127.0.0.1');
    const [peer] = (await accepted) as [net.Socket];
    try {
      const { release, done } = await holdConnection();
      let answered = 0;
      const calls = Array.from({ length: 40 }, () => client.query('SELECT 1').then(() => (answered += 1)));
      let answeredWhenRead = -1;
      peer.once('data', () => (answeredWhenRead = answered));
      // The connection is free and 40 calls wait; the bytes are on the loopback at once, and the
      // event loop reads them when it next polls.
      release();
      socket.write('x');
      await Promise.all([done, ...calls]);
      expect(answered).toBe(40);
      expect(answeredWhenRead).toBeGreaterThanOrEqual(0);
      expect(answeredWhenRead).toBeLessThan(5);
    } finally {
      socket.destroy();
      peer.destroy();
      server.close();
    }
  });

  it('passes a failed call on to its caller and goes on with the next', async () => {
    const { release, done } = await holdConnection();
    const failing = client.query('SELECT * FROM no_such_table');
    const next = client.query<{ n: number }>('SELECT 2 AS n');
    release();
    await done;
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows[0]!.n).toBe(2);
  });
});
