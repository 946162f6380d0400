import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAppConfig } from '../../features/app-config/api/get-app-config.ts';
import { SUPPORT_HOURS } from './support-hours.ts';
import { ContactForm } from './ContactForm.tsx';
import { PublicPage } from './PublicPage.tsx';

function ReachUs({ supportEmail }: { supportEmail: string }) {
  return (
    <>
      <h2>Talk to us</h2>
      <p>
        Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. Support hours: {SUPPORT_HOURS}.
      </p>
    </>
  );
}

/** /help: the questions a merchant or payer asks first, then how to reach support. */
export function HelpPage() {
  const { supportEmail } = useAppConfig();
  return (
    <PublicPage title="Help" intro={`Answers to common questions. Support hours: ${SUPPORT_HOURS}.`}>
      <h2>Signing in without email</h2>
      <p>
        You only need your phone number. Enter it on the <Link to={paths.login.getHref()}>sign-in page</Link> and type the 6-digit code we send by SMS.
        Adding an email is optional.
      </p>
      <h2>My code did not arrive</h2>
      <ul>
        <li>Check the number: 8 digits after +232.</li>
        <li>Wait a minute: you can ask for a new code after 60 seconds. A new code replaces the old one.</li>
        <li>Codes expire after 10 minutes. After several tries, sending is paused for a while to protect your account.</li>
      </ul>
      <h2>A payment is stuck on pending</h2>
      <p>
        Orange Money usually confirms in 30-60 seconds and bank transfers in 2-5 minutes. Pending payments are listed on your dashboard; one that was not
        started can be cancelled there. If the money left your account but the payment still shows pending after an hour, write to us with its
        reference.
      </p>
      <h2>Refunds and payouts</h2>
      <p>
        Money you receive is paid out to your linked mobile money account (usually within 2-4 hours) or bank account (1-2 business days). A refund
        returns the payment to the payer by the way they paid. See <Link to={paths.fees.getHref()}>fees</Link>.
      </p>
      <h2>Using the app offline</h2>
      <p>
        After one visit the app opens without a network. Your dashboard shows the last saved copy, marked with when it was updated. A profile change
        made offline is kept on your phone and sent once when you are back online.
      </p>
      <ReachUs supportEmail={supportEmail} />
      <p>
        <Link to={paths.contact.getHref()}>Send us a message</Link>
      </p>
    </PublicPage>
  );
}

/** /support and /contact: the same people, the same form. */
export function ContactPage({ title = 'Contact us' }: { title?: string }) {
  const { supportEmail } = useAppConfig();
  return (
    <PublicPage title={title} intro={<>We answer {SUPPORT_HOURS}. Many questions are answered on the <Link to={paths.help.getHref()}>help page</Link>.</>}>
      <ReachUs supportEmail={supportEmail} />
      <h2>Send a message</h2>
      <ContactForm supportEmail={supportEmail} />
    </PublicPage>
  );
}
