import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render-with-theme.tsx';
import { LandingPage } from './LandingPage.tsx';

const none = { centralBankLicence: false, iso27001: false, pciDss: false };

describe('LandingPage', () => {
  it('makes no compliance claim unless configured (DESIGN §5)', () => {
    renderWithTheme(<LandingPage claims={none} />);
    expect(screen.queryByRole('list', { name: 'Compliance' })).toBeNull();
    expect(screen.queryByText(/ISO 27001|PCI DSS|Bank of Sierra Leone/)).toBeNull();
  });

  it('shows exactly the claims configured as true', () => {
    renderWithTheme(<LandingPage claims={{ ...none, pciDss: true }} />);
    expect(screen.getByRole('list', { name: 'Compliance' })).toHaveTextContent('PCI DSS compliant');
    expect(screen.queryByText(/ISO 27001/)).toBeNull();
  });

  it('links the public header and the minimal legal pages as SPEC §2 lists them', () => {
    renderWithTheme(<LandingPage claims={none} />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of ['/product', '/features', '/resources', '/pricing', '/login', '/register', '/privacy', '/terms', '/cookies']) {
      expect(hrefs).toContain(href);
    }
  });
});
