/** Status, priority and role values of SPEC §3, with the labels shown for them. */
export const STATUS_BADGE_VALUES = ['pending', 'processing', 'completed', 'failed', 'cancelled', 'active', 'inactive'] as const;
export type StatusBadgeValue = (typeof STATUS_BADGE_VALUES)[number];

/** How a status reads to people: the tone its badge takes. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export const STATUS_LABELS: Record<StatusBadgeValue, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  active: 'Active',
  inactive: 'Inactive',
};

export const STATUS_TONES: Record<StatusBadgeValue, StatusTone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'neutral',
  active: 'success',
  inactive: 'neutral',
};

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };
export const PRIORITY_TONES: Record<Priority, StatusTone> = { low: 'neutral', medium: 'info', high: 'warning', urgent: 'error' };

export const ROLES = ['admin', 'merchant', 'customer', 'support', 'developer'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  merchant: 'Merchant',
  customer: 'Customer',
  support: 'Support',
  developer: 'Developer',
};

export const AVATAR_STATUSES = ['online', 'offline', 'away', 'busy'] as const;
export type AvatarStatus = (typeof AVATAR_STATUSES)[number];
export const AVATAR_STATUS_LABELS: Record<AvatarStatus, string> = { online: 'Online', offline: 'Offline', away: 'Away', busy: 'Busy' };

export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'payment', 'loading'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Payment methods used in data (SPEC §1); the demo shows only orange_money and bank_transfer. */
export const PAYMENT_METHODS = ['orange_money', 'bank_transfer', 'card', 'mobile_money', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  orange_money: 'Orange Money',
  bank_transfer: 'Bank Transfer',
  card: 'Card',
  mobile_money: 'Mobile Money',
  cash: 'Cash',
};

/**
 * Any status string from data (a payment's, a payout's, a refund's) as the one badge value people
 * see: a known one is itself, an unknown one (a provider's in-between state) reads as Pending.
 */
export function toStatusBadgeValue(status: string): StatusBadgeValue {
  return isStatusBadgeValue(status) ? status : 'pending';
}

/** Any status string from data: a known one gets its label, an unknown one reads as Pending. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[toStatusBadgeValue(status)];
}

export function isStatusBadgeValue(value: string): value is StatusBadgeValue {
  return (STATUS_BADGE_VALUES as readonly string[]).includes(value);
}
