import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { ListSkeleton } from '../../components/ui/state/ListSkeleton.tsx';
import { paths } from '../../config/paths.ts';
import type { MemberPermission } from '../../../domain/members.ts';
import { useCurrentRole } from '../../features/members/current-role.ts';
import { ShellPage } from './page-layout.tsx';

const Ways = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface RoleRefusalProps {
  /** The page's h1: what the person came for. */
  title: string;
  /** One sentence: why not, in the member's terms. */
  text: string;
  /** Somewhere the role may go instead (besides the dashboard). */
  instead?: { href: string; label: string };
}

/**
 * Issue 35: a screen reached by address (a shared link, history, a typed URL) by a member whose
 * role may not use it: an in-app page that says so in one sentence, with a way back, instead of
 * the server's 403 in an error box. Nothing the role may not read is asked for.
 */
export function RoleRefusalPage({ title, text, instead }: RoleRefusalProps) {
  return (
    <ShellPage title={title}>
      <Alert variant="info" data-testid="role-refusal">
        {text}
      </Alert>
      <Ways>
        {instead ? <Link to={instead.href}>{instead.label}</Link> : null}
        <Link to={paths.dashboard.getHref()}>Back to the dashboard</Link>
      </Ways>
    </ShellPage>
  );
}

/**
 * Whether the member's role may use a screen: 'pending' while the role of a picked business is
 * on its way (the screen shows a skeleton, neither the refusal nor a request), then 'allowed' or
 * 'refused'.
 */
export function useRoleGate(permission: MemberPermission): 'pending' | 'allowed' | 'refused' {
  const { role, may } = useCurrentRole();
  if (may(permission)) return 'allowed';
  return role === null ? 'pending' : 'refused';
}

/** The skeleton a gated screen shows while the role is on its way. */
export function RoleGatePending({ title }: { title?: string }) {
  return (
    <ShellPage {...(title ? { title } : {})}>
      <ListSkeleton label="Loading" />
    </ShellPage>
  );
}
