import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'local/import-boundaries').map((message) => message.message);
}

describe('lint enforces the DESIGN §1 dependency rules', () => {
  it.each([
    ['src/features/auth/api/x.ts', "import { buildApp } from '../../../../server/app.ts';\nexport const x = buildApp;", 'src/ may not import from server/'],
    ['domain/phone.ts', "import { useState } from 'react';\nexport const x = useState;", 'domain/ must not import packages'],
    ['domain/phone.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'domain/ must not import packages'],
    ['domain/phone.ts', "import { expect } from 'vitest';\nexport const x = expect;", 'domain/ must not import packages'],
    ['domain/phone.ts', "import { x } from '../src/lib/api-client.ts';\nexport const y = x;", 'domain/ may not import from src/'],
    ['server/app.ts', "import { x } from '../src/lib/api-client.ts';\nexport const y = x;", 'server/ may not import from src/'],
    ['service-worker/sw.ts', "import { x } from '../server/app.ts';\nexport const y = x;", 'service-worker/ may not import from server/'],
    ['src/features/auth/x.ts', "import { x } from '../dashboard/y.ts';\nexport const y = x;", 'feature "auth" may not import feature "dashboard"'],
    ['src/components/ui/x.tsx', "import { x } from '../../features/auth/y.ts';\nexport const y = x;", 'src/components may not import a feature'],
    ['src/lib/x.ts', "import { x } from '../app/router.tsx';\nexport const y = x;", 'only src/app may import src/app'],
    ['server/modules/a/a.service.ts', "import { x } from '../b/b.queries.ts';\nexport const y = x;", 'reach module "b" through its service'],
    ['server/modules/a/a.routes.ts', "import { x } from './a.queries.ts';\nexport const y = x;", 'routes call services'],
    ['server/modules/a/a.routes.ts', "import { x } from '../b/b.service.ts';\nexport const y = x;", 'a.routes.ts may use only its own module "a"'],
    ['server/modules/a/a.queries.ts', "import { x } from '../b/b.service.ts';\nexport const y = x;", 'a.queries.ts may use only its own module "a"'],
    // Issue 38: the three reaches that were once excepted (KNOWN_LEAKS) are refused like any other.
    ['server/modules/payments/payments.queries.ts', "import { recordEvent } from '../events/events.service.ts';\nexport const y = recordEvent;", 'payments.queries.ts may use only its own module "payments"'],
    ['server/modules/reports/reports.queries.ts', "import { availableOf } from '../ledger/ledger.service.ts';\nexport const y = availableOf;", 'reports.queries.ts may use only its own module "reports"'],
    ['server/modules/payouts/payouts.routes.ts', "import { movements } from '../ledger/ledger.service.ts';\nexport const y = movements;", 'payouts.routes.ts may use only its own module "payouts"'],
    ['server/modules/a/a.service.ts', "import nodemailer from 'nodemailer';\nexport const y = nodemailer;", 'only be imported in server/providers/'],
    ['src/features/auth/x.ts', "import { x } from '../../lib/outbox/queue.ts';\nexport const y = x;", 'through src/lib/outbox/index.ts'],
    ['src/features/auth/x.ts', "import { x } from '../onboarding/api/send-email-code.ts';\nexport const y = x;", 'feature "auth" may not import feature "onboarding"'],
  ])('%s: refuses %j', async (filePath, code, expected) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors.join('\n')).toContain(expected);
  });

  it.each([
    ['src/app/routes/x.tsx', "import { x } from '../../features/auth/y.ts';\nexport const y = x;"],
    ['src/features/auth/x.ts', "import { x } from '../../../domain/phone.ts';\nexport const y = x;"],
    ['domain/money.test.ts', "import { expect } from 'vitest';\nexport const y = expect;"],
    ['server/modules/a/a.routes.ts', "import type { X } from '../b/b.service.ts';\nexport type Y = X;"],
    ['server/modules/a/a.routes.ts', "import { x } from '../../http/cursor.ts';\nexport const y = x;"],
    ['server/providers/email/smtp.ts', "import nodemailer from 'nodemailer';\nexport const y = nodemailer;"],
    ['src/features/onboarding/x.ts', "import { x } from '../profile/api/get-profile.ts';\nexport const y = x;"],
    ['src/features/auth/x.ts', "import { x } from '../../lib/outbox/index.ts';\nexport const y = x;"],
  ])('%s: allows %j', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it('refuses process.env outside server/config.ts and import.meta.env outside src/config/env.ts', async () => {
    const [server] = await eslint.lintText('export const port = process.env.PORT;\n', { filePath: 'server/modules/a/a.service.ts' });
    expect(server?.messages.map((m) => m.ruleId)).toContain('no-restricted-properties');
    const [web] = await eslint.lintText('export const mode = import.meta.env.MODE;\n', { filePath: 'src/lib/x.ts' });
    expect(web?.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });
});

/**
 * Issue 20: import cycles fail lint (import-x/no-cycle), dynamic import() included. Each case lints
 * one file's text as if it stood at that path; the files it imports are read from the repository,
 * so the cycle closes through real code.
 */
describe('lint refuses import cycles', () => {
  async function cycleErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message);
  }

  it.each([
    // A static cycle: page-titles.ts imports paths.ts.
    ['src/config/paths.ts', "import { PAGE_TITLES } from './page-titles.ts';\nexport const x = PAGE_TITLES;"],
    // Through a dynamic import: the router loads AppShell with import() (the cycle issue 20 removed).
    ['src/app/layouts/shell/AppShell.tsx', "import { AppRoutes } from '../../router.tsx';\nexport const x = AppRoutes;"],
    // The outbox's runtime is loaded by index.ts with import(); it must not import index.ts back.
    ['src/lib/outbox/runtime.ts', "import { getOutboxUser } from './index.ts';\nexport const x = getOutboxUser;"],
    // Server code too.
    ['server/modules/app-config/app-config.routes.ts', "import { buildApp } from '../../app.ts';\nexport const x = buildApp;"],
  ])('%s: refuses %j', async (filePath, code) => {
    expect(await cycleErrors(filePath, code)).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('allows the same import where no path leads back', async () => {
    expect(await cycleErrors('src/config/x.ts', "import { PAGE_TITLES } from './page-titles.ts';\nexport const x = PAGE_TITLES;")).toEqual([]);
  });
});
