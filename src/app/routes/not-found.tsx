import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/ui/button/Button.tsx';
import { Logo } from '../../components/ui/logo/Logo.tsx';
import { paths } from '../../config/paths.ts';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { noticeLayout, NoticeText, NoticeTitle } from '../layouts/notice-page.tsx';

const Page = styled.main`
  min-height: 100vh;
  ${noticeLayout}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Support = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** SPEC §2: the page for any path the app does not know. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  const { supportEmail } = useAppConfig();
  return (
    <Page>
      <Logo size={48} />
      <NoticeTitle>Page Not Found</NoticeTitle>
      <NoticeText>Sorry, the page you're looking for doesn't exist or has been moved.</NoticeText>
      <Actions>
        <Button onClick={() => void navigate(paths.home.getHref())}>Go Back Home</Button>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          Go Back
        </Button>
      </Actions>
      <Support>
        Need help? Contact our support team at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </Support>
    </Page>
  );
}

export default NotFoundRoute;
