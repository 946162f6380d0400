import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { Button } from '../../components/ui/button/Button.tsx';
import { Select } from '../../components/ui/select/Select.tsx';
import { ErrorState } from '../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../components/ui/state/ListSkeleton.tsx';
import { TextInput } from '../../components/ui/text-input/TextInput.tsx';
import { Panel, PlainList } from '../../components/ui/layout/Layout.tsx';
import { MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS, MEMBER_ROLES, type MemberRole } from '../../../domain/members.ts';
import { useChangeRole, useInviteMember, useMembers, useRemoveMember } from '../../features/members/api/members.ts';
import { SecurityLog } from '../../features/members/components/SecurityLog.tsx';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { ShellPage } from './page-layout.tsx';
import { RoleGatePending, RoleRefusalPage, useRoleGate } from './role-refusal.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled(Panel).attrs({ as: 'li' })`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: MEMBER_ROLE_LABELS[role] }));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Try again.');

/** Issue 35: the business's members: invite by phone with a role, change a role, remove. */
export function MembersRoute() {
  const { may, role: myRole } = useCurrentRole();
  const manage = may('members.manage');
  const members = useMembers(may('members.read'));
  const invite = useInviteMember();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<MemberRole>('seller');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  // Only an owner gives the owner role.
  const roleOptions = myRole === 'owner' ? ROLE_OPTIONS : ROLE_OPTIONS.filter((option) => option.value !== 'owner');

  const gate = useRoleGate('members.read');
  if (gate === 'pending') return <RoleGatePending title="Members" />;
  if (gate === 'refused') return <RoleRefusalPage title="Members" text="Only the business’s owner and admins see its members." />;
  return (
    <ShellPage title="Members" intro="People who work for your business, each with a role.">
      {manage ? (
        <Form
          aria-label="Invite a member"
          onSubmit={(event) => {
            event.preventDefault();
            setDone(null);
            invite.mutate(
              { phone, role, key },
              {
                onSuccess: (sent) => {
                  setDone(`Invite sent to ${sent.phone}. It is valid for 7 days.`);
                  setPhone('');
                  setKey(crypto.randomUUID());
                },
              },
            );
          }}
        >
          <TextInput label="Phone number" inputMode="numeric" autoComplete="off" placeholder="76 123 456" value={phone} onChange={(event) => setPhone(event.target.value)} />
          <Select label="Role" options={roleOptions} value={role} hint={MEMBER_ROLE_HINTS[role]} onChange={(event) => setRole(event.target.value as MemberRole)} />
          {invite.isError ? <Alert variant="error">{messageOf(invite.error)}</Alert> : null}
          {done ? <Alert variant="success">{done}</Alert> : null}
          <Button type="submit" loading={invite.isPending} fullWidth>
            Send invite
          </Button>
        </Form>
      ) : null}
      {changeRole.isError ? <Alert variant="error">{messageOf(changeRole.error)}</Alert> : null}
      {remove.isError ? <Alert variant="error">{messageOf(remove.error)}</Alert> : null}
      {members.isPending ? (
        <ListSkeleton label="Loading members" />
      ) : members.isError ? (
        <ErrorState what="the members" onRetry={() => void members.refetch()} />
      ) : (
        <PlainList $gap={3} aria-label="Members">
          {members.data.map((member) => (
            <Row key={member.userId} data-testid="member-row">
              <strong>{member.name ?? member.phone}</strong>
              <span>
                {member.phone} · {MEMBER_ROLE_LABELS[member.role]}
              </span>
              {manage && !member.founder ? (
                <>
                  <Select
                    label={`Role of ${member.name ?? member.phone}`}
                    options={member.role === 'owner' || myRole === 'owner' ? ROLE_OPTIONS : roleOptions}
                    value={member.role}
                    disabled={changeRole.isPending || (member.role === 'owner' && myRole !== 'owner')}
                    onChange={(event) => changeRole.mutate({ userId: member.userId, role: event.target.value as MemberRole })}
                  />
                  {member.role !== 'owner' || myRole === 'owner' ? (
                    <Button variant="outline" size="sm" loading={remove.isPending && remove.variables === member.userId} onClick={() => remove.mutate(member.userId)}>
                      Remove {member.name ?? member.phone}
                    </Button>
                  ) : null}
                </>
              ) : null}
            </Row>
          ))}
        </PlainList>
      )}
      {/* Issue 35: who invited, accepted, changed and removed whom (members.read, as the list). */}
      <SecurityLog />
    </ShellPage>
  );
}

export default MembersRoute;
