import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import {
  PRIORITY_LABELS,
  PRIORITY_TONES,
  ROLE_LABELS,
  STATUS_LABELS,
  STATUS_TONES,
  type Priority,
  type Role,
  type StatusBadgeValue,
  type StatusTone,
  toStatusBadgeValue,
} from '../../../../domain/statuses.ts';

export type BadgeTone = StatusTone | 'primary' | 'secondary' | 'orange';

/** Soft background with the strong shade for text: every pair passes AA at small sizes. */
function palette(tone: BadgeTone, theme: DefaultTheme): { background: string; text: string; dot: string } {
  const { colors } = theme;
  switch (tone) {
    case 'success':
      return { background: colors.successSoft, text: colors.successStrong, dot: colors.success };
    case 'warning':
      return { background: colors.warningSoft, text: colors.warningStrong, dot: colors.warning };
    case 'error':
      return { background: colors.errorSoft, text: colors.errorStrong, dot: colors.error };
    case 'info':
      return { background: colors.infoSoft, text: colors.infoStrong, dot: colors.info };
    case 'primary':
      return { background: colors.primarySoft, text: colors.primaryStrong, dot: colors.primary };
    case 'secondary':
      return { background: colors.secondarySoft, text: colors.secondary, dot: colors.secondary };
    case 'orange':
      return { background: colors.orangeMoneySoft, text: colors.orangeMoneyStrong, dot: colors.orangeMoney };
    case 'neutral':
      return { background: colors.background, text: colors.textMuted, dot: colors.borderStrong };
  }
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone, theme }) => palette($tone, theme).background};
  color: ${({ $tone, theme }) => palette($tone, theme).text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.6;
  white-space: nowrap;
`;

const Dot = styled.span<{ $tone: BadgeTone }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $tone, theme }) => palette($tone, theme).dot};
`;

export interface BadgeProps {
  tone?: BadgeTone;
  /** A coloured dot before the text; the text itself still says what it means. */
  dot?: boolean;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', dot = false, children }: BadgeProps) {
  return (
    <Pill $tone={tone}>
      {dot ? <Dot $tone={tone} aria-hidden="true" /> : null}
      {children}
    </Pill>
  );
}

/**
 * SPEC §3 status values: pending, processing, completed, failed, cancelled, active, inactive. The
 * one way a status is shown: any status from data (a payout's, a refund's) passes through the one
 * table in domain/statuses.ts, so no screen shows a raw value such as "pending".
 */
export function StatusBadge({ status }: { status: StatusBadgeValue | (string & {}) }) {
  const value = toStatusBadgeValue(status);
  return (
    <Badge tone={STATUS_TONES[value]} dot>
      {STATUS_LABELS[value]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}

const ROLE_TONES: Record<Role, BadgeTone> = {
  admin: 'secondary',
  merchant: 'primary',
  customer: 'neutral',
  support: 'info',
  developer: 'orange',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}

/** A count on an icon button, e.g. unread notifications; above 99 it reads 99+ (SPEC §2). */
export function formatCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, count));
}

/**
 * A write kept on this phone that the server does not have yet (issue 37): "Waiting to sync", or
 * "Needs attention" once the server refused it. Every list that lays queued writes over the
 * server's rows uses this one badge.
 */
export function SyncBadge({ refused = false }: { refused?: boolean }) {
  return (
    <Badge tone={refused ? 'error' : 'warning'} dot>
      {refused ? 'Needs attention' : 'Waiting to sync'}
    </Badge>
  );
}
