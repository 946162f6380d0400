/** The payment links that took the most in the window, with how many payments each. */
import styled from 'styled-components';
import { Table } from '../../../components/ui/table/Table.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useTopLinks } from '../api/get-top-links.ts';
import { formatMoneyIn } from '../../../../domain/money.ts';

const TOP_LINKS = 5;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: 0;
`;

export function TopLinks({ days }: { days: number }) {
  const links = useTopLinks(days, TOP_LINKS);
  return (
    <>
      <Heading id="top-links-title">Top payment links</Heading>
      {links.isPending ? <ListSkeleton rows={2} label="Loading your top payment links" /> : null}
      {links.isError ? <ErrorState what="your top payment links" message={readableError(links.error)} onRetry={() => void links.refetch()} retrying={links.isFetching} /> : null}
      {links.data?.length === 0 ? <EmptyState title="No link payments yet" text={`Payments made through your links in the last ${days} days show here.`} /> : null}
      {links.data && links.data.length > 0 ? (
        <Table aria-labelledby="top-links-title">
          <thead>
            <tr>
              <th scope="col">Link</th>
              <th scope="col" className="amount">
                Payments
              </th>
              <th scope="col" className="amount">
                Takings
              </th>
            </tr>
          </thead>
          <tbody>
            {links.data.map((link) => (
              <tr key={link.linkId}>
                <th scope="row">{link.description}</th>
                <td className="amount" data-label="Payments">
                  {link.count}
                </td>
                <td className="amount" data-label="Takings">
                  {formatMoneyIn(link.gross, link.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </>
  );
}
