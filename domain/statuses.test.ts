import { describe, expect, it } from 'vitest';
import { PRIORITIES, PRIORITY_LABELS, ROLES, ROLE_LABELS, STATUS_BADGE_VALUES, STATUS_TONES, statusLabel } from './statuses.ts';

describe('statuses', () => {
  it('covers every SPEC §3 status badge value', () => {
    expect([...STATUS_BADGE_VALUES].sort()).toEqual(['active', 'cancelled', 'completed', 'failed', 'inactive', 'pending', 'processing']);
  });

  it.each([
    ['completed', 'Completed'],
    ['failed', 'Failed'],
    ['processing', 'Processing'],
    ['cancelled', 'Cancelled'],
    ['inactive', 'Inactive'],
    ['something-new', 'Pending'],
  ])('%s reads as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('gives success and failure different tones', () => {
    expect(STATUS_TONES.completed).toBe('success');
    expect(STATUS_TONES.failed).toBe('error');
  });

  it('labels every priority and role', () => {
    expect(PRIORITIES.map((p) => PRIORITY_LABELS[p])).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    expect(ROLES.map((r) => ROLE_LABELS[r])).toEqual(['Admin', 'Merchant', 'Customer', 'Support', 'Developer']);
  });
});
