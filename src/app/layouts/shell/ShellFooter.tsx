import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { SHELL_FOOTER_LINKS } from './nav-items.ts';

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a { display: inline-block; padding: ${({ theme }) => theme.space[1]} 0; }
`;

/** SPEC §2 shell footer: help, support, security, compliance, fees, developers (new tab). */
export function ShellFooter() {
  return (
    <Footer>
      <p>Secure payments for businesses in Sierra Leone.</p>
      <nav aria-label="Help and policies">
        <PlainList $row $gap={4} $wrapGap={1}>
          {SHELL_FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              {'newTab' in link ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={link.href}>{link.label}</Link>
              )}
            </li>
          ))}
        </PlainList>
      </nav>
    </Footer>
  );
}
