import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { PublicPage } from './PublicPage.tsx';

/**
 * /security: only what this code does (issue 16). Each line below is backed by the server:
 * auth.ts stores code and session token hashes; sessions expire (SESSION_IDLE_HOURS /
 * SESSION_MAX_DAYS); no table has a card number column; rate limits are per number and per IP.
 */
export function SecurityPage() {
  const { supportEmail } = useAppConfig();
  return (
    <PublicPage title="Security" intro="How Salone Pay protects your account and your money, in plain words.">
      <h2>Signing in</h2>
      <ul>
        <li>You sign in with your phone number and a 6-digit one-time code sent by SMS. There is no password to steal or reuse.</li>
        <li>A code works once, expires after 10 minutes, and is stored only as a keyed hash, never as the code itself.</li>
        <li>Sending and checking codes is limited per phone number and per connection, so codes cannot be guessed.</li>
      </ul>
      <h2>Sessions</h2>
      <ul>
        <li>A session ends after a period without use and after a maximum age, whichever comes first. Signing out ends it on the server at once.</li>
        <li>Session tokens and email links are stored only as hashes.</li>
      </ul>
      <h2>Payments</h2>
      <ul>
        <li>Salone Pay does not store card numbers.</li>
        <li>A change sent twice (for example when a weak network makes your phone retry) runs only once.</li>
        <li>This version sends no webhooks to merchants yet.</li>
      </ul>
      <h2>Report a vulnerability</h2>
      <p>
        Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with the steps to reproduce it. Please give us time to fix it before telling
        others. Our contact details are also in <a href="/.well-known/security.txt">security.txt</a>.
      </p>
    </PublicPage>
  );
}

/** /compliance: the licence and certifications only when the business configured them (as the landing page). */
export function CompliancePage() {
  const { claims } = useAppConfig();
  const configured = [
    claims.centralBankLicence ? 'Licensed by the Bank of Sierra Leone.' : undefined,
    claims.iso27001 ? 'ISO 27001 certified.' : undefined,
    claims.pciDss ? 'PCI DSS compliant.' : undefined,
  ].filter((claim): claim is string => claim !== undefined);
  return (
    <PublicPage title="Compliance" intro="What is in place to keep payments lawful and safe.">
      {configured.length > 0 ? (
        <>
          <h2>Licences and certifications</h2>
          <ul>
            {configured.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>This deployment has not declared a licence or certification. What is in place is listed below.</p>
      )}
      <h2>In place</h2>
      <ul>
        <li>Every account is tied to a verified Sierra Leone phone number.</li>
        <li>Payment records keep an append-only history of every status change.</li>
        <li>Personal data is kept as described in the <Link to={paths.privacy.getHref()}>privacy notice</Link>.</li>
        <li>
          Security practices are described on the <Link to={paths.security.getHref()}>security page</Link>.
        </li>
      </ul>
    </PublicPage>
  );
}
