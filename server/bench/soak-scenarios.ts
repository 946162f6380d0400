/**
 * What `npm run soak` sends: a weighted mix of scenarios, each a short sequence of requests in
 * which a step may use what an earlier answer said (a sign-in needs the code the outbox holds).
 * Add a scenario (checkouts, once payments exist) by appending to `scenarios` and a weight.
 */
import type { DevMessage } from '../../domain/api-contract.ts';

export interface SoakRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Values one run of a scenario carries from step to step. */
export type Vars = Record<string, string>;

export interface Step {
  request(vars: Vars, users: SoakUser[]): SoakRequest;
  /** Reads what later steps need; throw if the answer is not what a client could use. */
  read?(body: string, vars: Vars): void;
  /** Statuses this step expects (default: any 2xx). */
  accept?(status: number): boolean;
}

export interface Scenario {
  name: string;
  steps: Step[];
  /** Anonymous traffic the server must refuse (issue 36): the run needs no signed-in people. */
  refused?: boolean;
}

export interface SoakUser {
  phone: string;
  token: string;
}

/** The reads of a signed-in dashboard (src/features/*\/api). */
const READS = [
  '/api/v1/auth/profile',
  '/api/v1/accounts',
  '/api/v1/transactions?limit=20',
  '/api/v1/payments/pending',
  '/api/v1/payments/frequent',
  '/api/v1/notifications/unread-count',
  '/api/v1/config',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const json = { 'content-type': 'application/json' };
const bearer = (user: SoakUser) => ({ authorization: `Bearer ${user.token}` });

let nextPhone = Math.floor(Math.random() * 50_000_000);
/** A number not yet used in this run (8 digits, first 2-6; pool users start with 7). */
export function freshPhone(): string {
  nextPhone += 1;
  return String(20_000_000 + (nextPhone % 50_000_000));
}

/**
 * A client address from a large pool: real sign-ins come from many networks, and the soak
 * measures the server, not the per-address caps (the tests prove those). The server believes
 * X-Forwarded-For from 127.0.0.1 only because the soak configures TRUSTED_PROXIES=loopback.
 */
export const someAddress = (): string => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** Sign-in as a client does it: send a code, read it from the dev outbox, verify it. */
export function signInSteps(): Step[] {
  return [
    {
      request(vars) {
        vars.phone = freshPhone();
        vars.address = someAddress();
        return { method: 'POST', path: '/api/v1/auth/phone/login', headers: { ...json, 'x-forwarded-for': vars.address }, body: JSON.stringify({ phone: vars.phone }) };
      },
    },
    {
      // The outbox answers this machine only, without forwarding headers.
      request: (vars) => ({ method: 'GET', path: `/api/v1/dev/messages?to=%2B232${vars.phone ?? ''}` }),
      read(body, vars) {
        const code = (JSON.parse(body) as { data: DevMessage[] }).data[0]?.code;
        if (!code) throw new Error('no code in the outbox');
        vars.code = code;
      },
    },
    {
      request: (vars) => ({
        method: 'POST',
        path: '/api/v1/auth/phone/verify-otp',
        headers: { ...json, 'x-forwarded-for': vars.address ?? someAddress() },
        body: JSON.stringify({ phone: vars.phone, code: vars.code }),
      }),
    },
  ];
}

/** Length of the probe's URLs (issue 36): well over the 4 KB the API answers, under Node's 16 KB header limit. */
export const REFUSED_URL_LENGTH = 15_000;

/**
 * What the outside probe sent (issue 36): anonymous requests for 15,000-character API URLs from one
 * address. Each must be refused (414, or 429 once a limit is reached) in the API's envelope.
 */
export function refusedStep(): Step {
  return {
    request: () => {
      const prefix = `/api/v1/${Math.random().toString(36).slice(2)}/`;
      return { method: 'GET', path: prefix + 'a'.repeat(REFUSED_URL_LENGTH - prefix.length) };
    },
    accept: (status) => status === 414 || status === 429,
    read(body) {
      const code = (JSON.parse(body) as { error?: { code?: string } }).error?.code;
      if (code !== 'uri_too_long' && code !== 'rate_limited') throw new Error(`not the API's refusal envelope: ${body.slice(0, 200)}`);
    },
  };
}

export const scenarios: Record<string, Scenario> = {
  read: { name: 'read', steps: [{ request: (_vars, users) => ({ method: 'GET', path: pick(READS), headers: bearer(pick(users)) }) }] },
  profile: {
    name: 'profile',
    steps: [
      {
        request: (_vars, users) => ({
          method: 'PUT',
          path: '/api/v1/auth/profile',
          headers: { ...json, ...bearer(pick(users)) },
          body: JSON.stringify({
            fullName: `Soak Person ${Math.floor(Math.random() * 1_000_000)}`,
            streetAddress: '4 Wilkinson Road',
            city: 'Freetown',
            district: 'Western Area',
          }),
        }),
      },
    ],
  },
  signin: { name: 'signin', steps: signInSteps() },
  refused: { name: 'refused', steps: [refusedStep()], refused: true },
};

/** "read=70,profile=20,signin=10" → weights; every name must be a scenario. */
export function parseMix(text: string): { scenario: Scenario; weight: number }[] {
  return text.split(',').map((part) => {
    const [name = '', weight = ''] = part.split('=');
    const scenario = scenarios[name.trim()];
    if (!scenario || !/^\d+$/.test(weight.trim()) || Number(weight) === 0) {
      throw new Error(`--mix: "${part}" is not name=weight with a name among ${Object.keys(scenarios).join(', ')}`);
    }
    return { scenario, weight: Number(weight) };
  });
}
