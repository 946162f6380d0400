import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * One tappable row of a list (an account, a transaction): icon, text that truncates, and
 * whatever stands at the right. The element with class `title` is underlined on hover.
 */
export const ListRowLink = styled(Link)`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 56px;
  color: inherit;
  text-decoration: none;
  &:hover .title { text-decoration: underline; }
`;

/** The same row when it leads nowhere yet (e.g. a write waiting to sync has no page of its own). */
export const ListRowStatic = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 56px;
`;

export type ListRowTone = 'orange' | 'green' | 'blue';

/** The 40 px coloured square (or disc) holding a row's icon. */
export const ListRowIcon = styled.span<{ $tone: ListRowTone; $round?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ $round, theme }) => ($round ? theme.radii.pill : theme.radii.md)};
  background: ${({ $tone, theme }) =>
    $tone === 'orange' ? theme.colors.orangeMoneySoft : $tone === 'green' ? theme.colors.successSoft : theme.colors.primarySoft};
  color: ${({ $tone, theme }) =>
    $tone === 'orange' ? theme.colors.orangeMoneyStrong : $tone === 'green' ? theme.colors.successStrong : theme.colors.primaryStrong};
`;
