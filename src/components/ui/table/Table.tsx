import styled from 'styled-components';

/**
 * A table that never outgrows a phone (issue 37). From tablet width up it is an ordinary table;
 * on a phone each row becomes a block of its own, every cell on a line with its column's name
 * before it (the cell's `data-label`), so every amount shows in full and nothing scrolls
 * sideways. Give each `td` (and a `th` that is not the row's name) the `data-label` of its
 * column; the row's `<th scope="row">` heads the block. Right-aligned number columns take
 * `className="amount"`. The column headings stay in the page for screen readers.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption { text-align: left; font-weight: ${({ theme }) => theme.fontWeights.medium}; padding-bottom: ${({ theme }) => theme.space[1]}; }
  th, td { padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  .method { font-weight: ${({ theme }) => theme.fontWeights.regular}; }
  td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tfoot td, tfoot th { font-weight: ${({ theme }) => theme.fontWeights.bold}; border-bottom: 0; }

  ${({ theme }) => theme.media.mobile} {
    &, caption, tbody, tfoot { display: block; width: 100%; }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody tr, tfoot tr {
      display: flex;
      flex-direction: column;
      padding: ${({ theme }) => theme.space[2]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th, td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: ${({ theme }) => theme.space[3]};
      padding: 2px 0;
      border-bottom: 0;
      text-align: left;
      overflow-wrap: anywhere;
    }
    /* The row's name heads its block, wherever its cell stands in the row. */
    th[scope='row'] { display: block; order: -1; }
    [data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.fontWeights.regular};
      text-align: left;
    }
    td.amount, th.amount { white-space: nowrap; }
  }
`;
