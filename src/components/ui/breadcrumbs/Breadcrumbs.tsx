import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PlainList } from '../layout/Layout.tsx';
import { Icon } from '../icon/Icon.tsx';

export interface BreadcrumbItem {
  label: string;
  /** Omitted on the current page (the last item). */
  href?: string;
}

const List = styled(PlainList).attrs({ as: 'ol', $row: true, $gap: 1 })`
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

/** Where the page sits: a labelled nav whose last item is the current page. */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: { items: BreadcrumbItem[]; label?: string }) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <Item key={`${item.label}-${index}`}>
              {index > 0 ? <Icon name="chevron-right" size={16} /> : null}
              {isLast || !item.href ? (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.href}>{item.label}</Link>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
