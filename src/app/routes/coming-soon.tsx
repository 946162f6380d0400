import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../components/ui/badge/Badge.tsx';
import { paths } from '../../config/paths.ts';
import { ShellPage } from './page-layout.tsx';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** Navigation targets that belong to later payment work: a clear Coming Soon inside the shell. */
export function ComingSoonRoute({ title }: { title: string }) {
  return (
    <ShellPage title={title}>
      <Card>
        <Badge tone="info">Coming Soon</Badge>
        <p>
          {title} is coming soon to Salone Pay. Until then you can follow your payments on the dashboard and in your
          activity.
        </p>
        <Link to={paths.dashboard.getHref()}>Back to the dashboard</Link>
      </Card>
    </ShellPage>
  );
}

export default ComingSoonRoute;
