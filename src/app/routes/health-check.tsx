import styled from 'styled-components';
import { HealthStatus } from '../../features/health/components/HealthStatus.tsx';

const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

export function HealthCheckRoute() {
  return (
    <Page>
      <h1>Health Check</h1>
      <p>Backend status of the Salone Pay API.</p>
      <HealthStatus />
    </Page>
  );
}

export default HealthCheckRoute;
