import styled, { css } from 'styled-components';

/**
 * A page that is only a notice (an address the app does not know, a page whose code did not
 * download): logo, heading, a line of text and its buttons, centred.
 */
export const noticeLayout = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

export const NoticeTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const NoticeText = styled.p`
  max-width: 36ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;
