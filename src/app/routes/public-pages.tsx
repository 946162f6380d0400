/**
 * The public pages of issue 16 in one lazily loaded chunk: never in the first route's bundle
 * (npm run size), cached by the service worker once fetched, so they read offline after a visit.
 */
import { FormPage } from '../layouts/form-page.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { FeesPage } from '../public-pages/FeesPage.tsx';
import { ContactPage, HelpPage } from '../public-pages/HelpPages.tsx';
import { LegalPage } from '../public-pages/LegalPage.tsx';
import { FeaturesPage, ProductPage, ResourcesPage } from '../public-pages/MarketingPages.tsx';
import { CompliancePage, SecurityPage } from '../public-pages/TrustPages.tsx';

/** /register: phone sign-in creates the account, so sign-up is the same flow in a newcomer's words. */
function RegisterPage() {
  return (
    <FormPage title="Create your account" intro="Enter your phone number and we'll text you a 6-digit code. No password, no email needed.">
      <LoginForm />
    </FormPage>
  );
}

export const PUBLIC_PAGE_ELEMENTS = {
  fees: <FeesPage />,
  pricing: <FeesPage title="Pricing" />,
  help: <HelpPage />,
  support: <ContactPage title="Support" />,
  contact: <ContactPage />,
  security: <SecurityPage />,
  compliance: <CompliancePage />,
  privacy: <LegalPage document="privacy" />,
  terms: <LegalPage document="terms" />,
  cookies: <LegalPage document="cookies" />,
  product: <ProductPage />,
  features: <FeaturesPage />,
  resources: <ResourcesPage />,
  register: <RegisterPage />,
};

export type PublicPageName = keyof typeof PUBLIC_PAGE_ELEMENTS;

export default function PublicPageRoute({ name }: { name: PublicPageName }) {
  return PUBLIC_PAGE_ELEMENTS[name];
}
