import styled from 'styled-components';
import { Card } from '../layout/Layout.tsx';

/** A white card holding one record's details (a transaction, an account). */
export const DetailCard = styled(Card).attrs({ $gap: 4 })``;

/** Label/value pairs in two columns: `<dt>` muted, `<dd>` wrapping long values. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
