import styled from 'styled-components';
import { formatPhone, fromE164 } from '../../../../domain/phone.ts';
import { formatDateTime } from '../../../../domain/time-format.ts';
import { MEMBER_ROLE_LABELS, type MemberLogEntry } from '../../../../domain/members.ts';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useMemberLog } from '../api/members.ts';

const List = styled(PlainList).attrs({ as: 'ol', $gap: 0, $ruled: true })`
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const phone = (e164: string) => formatPhone(fromE164(e164));

/** One sentence per entry: who did what to whom. */
function logSentence(entry: MemberLogEntry): string {
  const actor = entry.actorName ?? phone(entry.actorPhone);
  const subject = phone(entry.subjectPhone);
  const role = entry.role ? MEMBER_ROLE_LABELS[entry.role] : null;
  switch (entry.action) {
    case 'invite':
      return `${actor} invited ${subject}${role ? ` as ${role}` : ''}`;
    case 'accept':
      return `${subject} accepted the invite${role ? ` as ${role}` : ''}`;
    case 'role_change':
      return `${actor} made ${subject} ${role ?? 'a member'}`;
    case 'removal':
      return entry.actorPhone === entry.subjectPhone ? `${subject} left the business` : `${actor} removed ${subject}`;
  }
}

/** Issue 35: the business's security log (GET /members/log), for the roles that manage members. */
export function SecurityLog() {
  const log = useMemberLog();
  return (
    <SectionCard title="Security log" id="security-log">
      {log.isPending ? (
        <ListSkeleton rows={3} label="Loading the security log" />
      ) : log.isError ? (
        <ErrorState what="the security log" message={readableError(log.error)} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : log.data.length === 0 ? (
        <EmptyState title="Nothing yet" text="Invites, acceptances, role changes and removals show up here." />
      ) : (
        <List aria-label="Security log">
          {log.data.map((entry) => (
            <li key={entry.id} data-testid="security-log-entry">
              <span>{logSentence(entry)}</span>
              <small>{formatDateTime(entry.at)}</small>
            </li>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
