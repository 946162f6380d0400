import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { PublicPage } from './PublicPage.tsx';

/**
 * /product, /features and /resources (issue 16): what the product does today, one section per
 * footer link (the footer links to their anchors, e.g. /product#qr-payments).
 */
export function ProductPage() {
  return (
    <PublicPage title="Product" intro="Take payments and get paid out in Sierra Leone, from a phone, on any network.">
      <h2 id="qr-payments">QR code payments</h2>
      <p>Customers scan your code and pay with the method they have. You see the payment on your dashboard as soon as the provider confirms it.</p>
      <h2 id="payment-links">Payment links</h2>
      <p>Send a link by SMS or WhatsApp; the payer opens it, sees the amount and pays. No app to install.</p>
      <h2 id="api">Payments API</h2>
      <p>
        Your own site or app can create payments through the <code>/api/v1</code> service. A request your system retries with the same
        Idempotency-Key runs only once.
      </p>
      <h2 id="payouts">Payouts</h2>
      <p>Money you receive is paid out to your mobile money account (usually within 2-4 hours) or your bank account (1-2 business days).</p>
      <p>
        <Link to={paths.pricing.getHref()}>See the fees</Link> or <Link to={paths.register.getHref()}>create an account</Link>.
      </p>
    </PublicPage>
  );
}

export function FeaturesPage() {
  return (
    <PublicPage title="Features" intro="The ways your customers already pay, in one place.">
      <h2 id="orange-money">Orange Money</h2>
      <p>The most used mobile money in Sierra Leone; payments typically confirm in 30-60 seconds.</p>
      <h2 id="africell-money">Africell Money</h2>
      <p>Accept Africell Money at the same mobile money fee.</p>
      <h2 id="bank-transfers">Bank transfers</h2>
      <p>For larger amounts, straight from the payer's bank; typically 2-5 minutes.</p>
      <h2 id="cards">Bank cards</h2>
      <p>Visa and Mastercard; card numbers are never stored by Salone Pay.</p>
      <h2 id="offline">Works on weak networks</h2>
      <p>The app opens without a network after one visit and keeps changes made offline until they can be sent.</p>
    </PublicPage>
  );
}

export function ResourcesPage() {
  return (
    <PublicPage title="Resources" intro="Where to learn more.">
      <h2 id="docs">Documentation</h2>
      <p>
        The API answers JSON under <code>/api/v1</code>; every error has a code and a message. The service&apos;s health is public on the{' '}
        <Link to={paths.healthCheck.getHref()}>status page</Link>.
      </p>
      <h2 id="guides">Guides</h2>
      <ul>
        <li>
          <Link to={paths.help.getHref()}>Getting started and common questions</Link>
        </li>
        <li>
          <Link to={paths.fees.getHref()}>Fees and payout times</Link>
        </li>
        <li>
          <Link to={paths.security.getHref()}>How your account is protected</Link>
        </li>
      </ul>
    </PublicPage>
  );
}
