import styled from 'styled-components';
import { Button } from '../../components/ui/button/Button.tsx';
import { Logo } from '../../components/ui/logo/Logo.tsx';
import { noticeLayout, NoticeText, NoticeTitle } from './notice-page.tsx';

// Not a <main>: in the shell it sits inside the shell's own.
const Page = styled.div`
  min-height: 60vh;
  ${noticeLayout}
`;

/**
 * In a page's place when its code did not download even after the automatic reload
 * (src/lib/code-recovery.ts): a white screen said nothing; this says what happened and offers the
 * one cure, a reload. Nothing the user did is lost by it: queued actions are kept on the phone.
 */
export function CodeLoadFailed() {
  return (
    <Page>
      <Logo size={48} />
      <NoticeTitle>This page could not load</NoticeTitle>
      <NoticeText role="alert">Part of the app did not download, perhaps because the connection dropped. Check your connection, then try again.</NoticeText>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </Page>
  );
}
