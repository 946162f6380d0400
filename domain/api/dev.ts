/**
 * Wire schemas of the development-only routes (issue 12): the running server's ledger audit and
 * the e2e server's test clock. Neither exists in production; both answer only this machine.
 */
import Type from 'typebox';
import { DataOf } from './common.ts';

/** The most one POST /dev/clock moves the e2e server's clock forward. */
export const TEST_CLOCK_MAX_STEP_SECONDS = 3600;

export const LedgerAuditAnswer = DataOf(Type.Object({ checks: Type.Array(Type.String()), breaches: Type.Array(Type.String()) }));

export const DevClockBody = Type.Object({ advanceSeconds: Type.Integer({ minimum: 1, maximum: TEST_CLOCK_MAX_STEP_SECONDS }) }, { additionalProperties: false });
export const DevClockAnswer = DataOf(Type.Object({ offsetSeconds: Type.Number() }));
