import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { FOOTER_COLUMNS, LEGAL_LINKS, MINIMAL_FOOTER_LINKS, type NavLink } from '../landing-links.ts';

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  a { color: ${({ theme }) => theme.colors.white}; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  h2 { font-size: ${({ theme }) => theme.fontSizes.md}; margin-bottom: ${({ theme }) => theme.space[2]}; }
`;

// A row of links 16 px apart, or one link under another.
const List = styled(PlainList).attrs(({ $row = false }) => ({ $gap: $row ? 4 : 0, $wrapGap: 0 }))`
  a { display: inline-flex; align-items: center; min-height: ${({ theme }) => theme.touchTarget}; }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Links({ links, row }: { links: NavLink[]; row?: boolean }) {
  return (
    <List $row={row}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </List>
  );
}

const year = () => new Date().getFullYear();

/** The landing page footer (SPEC §2): product, features, resources and support pages, legal row. */
export function SiteFooter() {
  return (
    <Footer>
      <Columns>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`}>{column.title}</h2>
            <Links links={column.links} />
          </nav>
        ))}
      </Columns>
      <Bottom>
        <nav aria-label="Legal">
          <Links links={LEGAL_LINKS} row />
        </nav>
        <p>© {year()} Salone Pay. Secure payments for businesses in Sierra Leone.</p>
      </Bottom>
    </Footer>
  );
}

const Minimal = styled.footer`
  padding: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  ul { justify-content: center; }
`;

/** SPEC §2 minimal footer, for sign-in and onboarding screens. */
export function MinimalFooter() {
  return (
    <Minimal>
      <nav aria-label="Legal and help">
        <Links links={MINIMAL_FOOTER_LINKS} row />
      </nav>
      <p>© {year()} Salone Pay</p>
    </Minimal>
  );
}
