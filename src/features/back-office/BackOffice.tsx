import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, NavLink, useParams, useRoutes } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACTIVATION_STATUS_LABELS,
  BUSINESS_KIND_LABELS,
  PLATFORM_SETTINGS,
  STAFF_ROLE_LABELS,
  platformSettingError,
  roleMay,
  type StaffPermission,
  type StaffRole,
} from '../../../domain/activation.ts';
import { formatMoneyIn } from '../../../domain/money.ts';
import { Alert } from '../../components/ui/alert/Alert.tsx';
import { Button } from '../../components/ui/button/Button.tsx';
import { SectionCard } from '../../components/ui/section-card/SectionCard.tsx';
import { Select } from '../../components/ui/select/Select.tsx';
import { Spinner } from '../../components/ui/spinner/Spinner.tsx';
import { TextInput } from '../../components/ui/text-input/TextInput.tsx';
import { PlainList } from '../../components/ui/layout/Layout.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { requestStepUpCode } from '../../lib/step-up.ts';
import {
  openDocument,
  useActivationQueue,
  useAudit,
  usePayoutAccountReviews,
  usePlatform,
  useSettings,
  useSearch,
  useStaffActivation,
  useStaffList,
  useStaffMe,
  useStaffMerchant,
  useStaffPayment,
  useStaffWrite,
  useStuckPayments,
} from './api.ts';

const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Tabs = styled.nav`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primaryStrong}; font-weight: 700; }
`;

const List = styled(PlainList)`
  li { display: grid; gap: ${({ theme }) => theme.space[1]}; padding: ${({ theme }) => theme.space[2]} 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
  a { min-height: ${({ theme }) => theme.touchTarget}; display: inline-flex; align-items: center; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

function Loading() {
  return <Spinner label="Loading" />;
}

/**
 * A decision that needs a step-up code (staff_action): "Send code" texts one to the staff
 * member's own phone; the decision is sent with it.
 */
function StepUpAction({ label, onConfirm, children, disabled }: { label: string; onConfirm: (code: string) => Promise<unknown>; children?: ReactNode; disabled?: boolean }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setError(null);
    try {
      await requestStepUpCode('staff_action');
      setSent(true);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm(code.trim());
      setSent(false);
      setCode('');
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void confirm(event)} aria-label={label}>
      <Stack>
        {children}
        {sent ? (
          <>
            <TextInput label="Code sent to your phone" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))} />
            <Button type="submit" loading={busy} disabled={code.length !== 6}>
              {label}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => void send()} disabled={disabled}>
            {label}: send code
          </Button>
        )}
        {error ? <Alert variant="error">{error}</Alert> : null}
      </Stack>
    </form>
  );
}

/** Payout accounts an approved merchant added: each waits for its own review before live payouts go to it. */
function PayoutAccountReviews({ role }: { role: StaffRole }) {
  const reviews = usePayoutAccountReviews();
  const write = useStaffWrite();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const mayDecide = roleMay(role, 'activations.decide');
  return (
    <SectionCard title="New payout accounts">
      <Muted>Added by approved merchants. Live payouts to an account wait until it is approved; the merchant stays approved.</Muted>
      {reviews.isPending ? <Loading /> : reviews.isError ? <Alert variant="error">{errorText(reviews.error)}</Alert> : null}
      {reviews.data && reviews.data.length === 0 ? <p>Nothing waiting.</p> : null}
      <List aria-label="Payout accounts waiting for review">
        {reviews.data?.map((review) => {
          const reason = reasons[review.accountId] ?? '';
          const decide = (decision: 'approve' | 'reject') => (code: string) =>
            write.mutateAsync({ path: `/admin/payout-accounts/${review.accountId}/${decision}`, body: { code, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
          return (
            <li key={review.accountId}>
              <Link to={paths.admin.getHref(`merchants/${review.merchantId}`)}>
                {review.label} · {review.accountName}
              </Link>
              <Muted>
                {review.phone} · added {when(review.createdAt)}
              </Muted>
              {mayDecide ? (
                <Stack>
                  <TextInput
                    label="Reason (the merchant reads it when refused)"
                    value={reason}
                    onChange={(event) => setReasons({ ...reasons, [review.accountId]: event.target.value })}
                    maxLength={500}
                  />
                  <StepUpAction label="Approve account" onConfirm={decide('approve')} />
                  <StepUpAction label="Refuse account" onConfirm={decide('reject')} disabled={reason.trim() === ''} />
                </Stack>
              ) : null}
            </li>
          );
        })}
      </List>
    </SectionCard>
  );
}

function ActivationQueue({ role }: { role: StaffRole }) {
  const [status, setStatus] = useState('submitted');
  const queue = useActivationQueue(status);
  return (
    <Stack>
    <SectionCard title="Activations">
      <Select
        label="Status"
        value={status}
        options={(['submitted', 'rejected', 'approved', 'not_started'] as const).map((value) => ({ value, label: ACTIVATION_STATUS_LABELS[value] }))}
        onChange={(event) => setStatus(event.target.value)}
      />
      {queue.isPending ? <Loading /> : queue.isError ? <Alert variant="error">{errorText(queue.error)}</Alert> : null}
      {queue.data && queue.data.length === 0 ? <p>Nothing here.</p> : null}
      <List aria-label="Activation queue">
        {queue.data?.map((item) => (
          <li key={item.merchantId}>
            <Link to={paths.admin.getHref(`activations/${item.merchantId}`)}>{item.tradingName ?? item.legalName ?? item.phone}</Link>
            <Muted>
              {item.phone} · {item.kind ? BUSINESS_KIND_LABELS[item.kind] : '—'} · {item.district ?? '—'} · submitted {when(item.submittedAt)}
            </Muted>
          </li>
        ))}
      </List>
    </SectionCard>
    <PayoutAccountReviews role={role} />
    </Stack>
  );
}

function ActivationDetail({ role }: { role: StaffRole }) {
  const { merchantId = '' } = useParams();
  const detail = useStaffActivation(merchantId);
  const write = useStaffWrite();
  const [reason, setReason] = useState('');
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <Alert variant="error">{errorText(detail.error)}</Alert>;
  const view = detail.data;
  const decide = (decision: 'approve' | 'reject') => (code: string) =>
    write.mutateAsync({ path: `/admin/activations/${merchantId}/${decision}`, body: { code, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
  return (
    <Stack>
      <SectionCard title={view.tradingName ?? view.legalName ?? view.phone}>
        <p data-testid="admin-activation-status">Status: {ACTIVATION_STATUS_LABELS[view.status]}</p>
        <Facts>
          <dt>Legal name</dt>
          <dd>{view.legalName ?? '—'}</dd>
          <dt>Kind</dt>
          <dd>{view.kind ? BUSINESS_KIND_LABELS[view.kind] : '—'}</dd>
          <dt>{view.kind === 'company' ? 'Registration no.' : 'National ID'}</dt>
          <dd>{(view.kind === 'company' ? view.registrationNumber : view.nationalId) ?? '—'}</dd>
          <dt>Address</dt>
          <dd>
            {view.address ?? '—'}, {view.district ?? '—'}
          </dd>
          <dt>Category</dt>
          <dd>{view.category ?? '—'}</dd>
          <dt>Monthly volume</dt>
          <dd>{view.expectedMonthlyVolume === null ? '—' : formatMoneyIn(view.expectedMonthlyVolume, 'SLE')}</dd>
          <dt>Payout account</dt>
          <dd>{view.payoutAccount.label ?? 'None verified'}</dd>
          <dt>Phone</dt>
          <dd>{view.phone}</dd>
        </Facts>
        <Link to={paths.admin.getHref(`merchants/${merchantId}`)}>Merchant page</Link>
      </SectionCard>
      <SectionCard title="Documents">
        <List>
          {view.documents.map((document) => (
            <li key={document.id}>
              <span>
                {document.kind === 'id_document' ? 'ID' : 'Registration certificate'} · {document.contentType}
              </span>
              {view.documentsVisible ? (
                <Button variant="ghost" size="sm" onClick={() => void openDocument(merchantId, document.id)}>
                  Open
                </Button>
              ) : (
                <Muted>Only admins can open documents.</Muted>
              )}
            </li>
          ))}
        </List>
      </SectionCard>
      {view.status === 'submitted' && roleMay(role, 'activations.decide') ? (
        <SectionCard title="Decision">
          <TextInput label="Reason (the merchant reads it when rejected)" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
          <StepUpAction label="Approve" onConfirm={decide('approve')} />
          <StepUpAction label="Reject" onConfirm={decide('reject')} disabled={reason.trim() === ''} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}

function MerchantPage({ role }: { role: StaffRole }) {
  const { merchantId = '' } = useParams();
  const merchant = useStaffMerchant(merchantId);
  const write = useStaffWrite();
  const [reason, setReason] = useState('');
  if (merchant.isPending) return <Loading />;
  if (merchant.isError) return <Alert variant="error">{errorText(merchant.error)}</Alert>;
  const view = merchant.data;
  const balances = (mode: 'test' | 'live') =>
    view.balances[mode].length === 0 ? 'Nothing held' : view.balances[mode].map((balance) => `${formatMoneyIn(balance.available, balance.currency)} available, ${formatMoneyIn(balance.pending, balance.currency)} pending`).join('; ');
  return (
    <Stack>
      <SectionCard title={view.businessName ?? view.fullName ?? view.phone}>
        {view.frozen ? (
          <Alert variant="warning" title="Frozen">
            Since {when(view.frozenAt)}: {view.frozenReason}. No live payments or payouts; money held stays held.
          </Alert>
        ) : null}
        <Facts>
          <dt>Phone</dt>
          <dd>{view.phone}</dd>
          <dt>Activation</dt>
          <dd>
            <Link to={paths.admin.getHref(`activations/${merchantId}`)}>{ACTIVATION_STATUS_LABELS[view.activation]}</Link>
          </dd>
          <dt>Live balance</dt>
          <dd>{balances('live')}</dd>
          <dt>Test balance</dt>
          <dd>{balances('test')}</dd>
          <dt>Payout accounts</dt>
          <dd>{view.payoutAccounts.map((account) => `${account.provider} ${account.accountNumber}${account.verified ? '' : ' (not verified)'}`).join(', ') || '—'}</dd>
        </Facts>
      </SectionCard>
      {roleMay(role, 'merchants.freeze') ? (
        <SectionCard title={view.frozen ? 'Unfreeze' : 'Freeze'}>
          <TextInput label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
          <StepUpAction
            label={view.frozen ? 'Unfreeze' : 'Freeze'}
            disabled={reason.trim() === ''}
            onConfirm={(code) => write.mutateAsync({ path: `/admin/merchants/${merchantId}/${view.frozen ? 'unfreeze' : 'freeze'}`, body: { code, reason: reason.trim() } }).then(() => setReason(''))}
          />
        </SectionCard>
      ) : null}
    </Stack>
  );
}

function Search() {
  const [q, setQ] = useState('');
  const search = useSearch();
  return (
    <SectionCard title="Search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (q.trim()) search.mutate(q.trim());
        }}
        role="search"
      >
        <Stack>
          <TextInput label="Phone, reference or id" value={q} onChange={(event) => setQ(event.target.value)} maxLength={80} />
          <Button type="submit" loading={search.isPending}>
            Search
          </Button>
        </Stack>
      </form>
      {search.isError ? <Alert variant="error">{errorText(search.error)}</Alert> : null}
      {search.data && search.data.length === 0 ? <p>No match.</p> : null}
      <List aria-label="Results">
        {search.data?.map((item) => (
          <li key={`${item.type}:${item.id}`}>
            {item.type === 'payment' ? (
              <Link to={paths.admin.getHref(`payments/${item.id}`)}>{item.label}</Link>
            ) : item.merchantId ? (
              <Link to={paths.admin.getHref(`merchants/${item.merchantId}`)}>{item.label}</Link>
            ) : (
              <span>{item.label}</span>
            )}
            <Muted>
              {item.type} · {item.detail}
            </Muted>
          </li>
        ))}
      </List>
    </SectionCard>
  );
}

function ResendReceipt({ paymentId }: { paymentId: string }) {
  const resend = useStaffWrite<{ sentTo: string }>();
  return (
    <Stack>
      <Button variant="outline" loading={resend.isPending} onClick={() => resend.mutate({ path: `/admin/payments/${paymentId}/resend-receipt`, body: {} })}>
        Resend receipt
      </Button>
      {resend.data ? <Alert variant="success">Receipt sent again to {resend.data.sentTo}.</Alert> : null}
      {resend.isError ? <Alert variant="error">{errorText(resend.error)}</Alert> : null}
    </Stack>
  );
}

function PaymentTimeline({ role }: { role: StaffRole }) {
  const { paymentId = '' } = useParams();
  const payment = useStaffPayment(paymentId);
  if (payment.isPending) return <Loading />;
  if (payment.isError) return <Alert variant="error">{errorText(payment.error)}</Alert>;
  const view = payment.data;
  return (
    <SectionCard title={`Payment ${view.reference}`}>
      <Facts>
        <dt>Status</dt>
        <dd>{view.status}</dd>
        <dt>Amount</dt>
        <dd>{formatMoneyIn(view.amount, view.currency)}</dd>
        <dt>Provider</dt>
        <dd>
          {view.provider} {view.providerRef ? `(${view.providerRef})` : ''}
        </dd>
        <dt>Mode</dt>
        <dd>{view.livemode ? 'Live' : 'Test'}</dd>
      </Facts>
      <Link to={paths.admin.getHref(`merchants/${view.merchantId}`)}>Merchant page</Link>
      {view.status === 'completed' && roleMay(role, 'receipts.resend') ? <ResendReceipt paymentId={view.id} /> : null}
      <List aria-label="Timeline">
        {view.timeline.map((entry, index) => (
          <li key={index}>
            <span>{entry.text}</span>
            <Muted>
              {entry.kind} · {when(entry.at)}
            </Muted>
          </li>
        ))}
      </List>
    </SectionCard>
  );
}

function StuckPayments() {
  const stuck = useStuckPayments();
  const check = useStaffWrite<{ status: string; changed: boolean }>();
  return (
    <SectionCard title="Stuck payments">
      <Muted>Payments in Processing for longer than their provider usually takes.</Muted>
      {stuck.isPending ? <Loading /> : null}
      {stuck.data && stuck.data.length === 0 ? <p>None right now.</p> : null}
      <List>
        {stuck.data?.map((payment) => (
          <li key={payment.id}>
            <Link to={paths.admin.getHref(`payments/${payment.id}`)}>{payment.reference}</Link>
            <Muted>
              {formatMoneyIn(payment.amount, payment.currency)} · {payment.provider} · since {when(payment.processingSince)}
            </Muted>
            <Button variant="outline" size="sm" loading={check.isPending && check.variables?.path.includes(payment.id)} onClick={() => check.mutate({ path: `/admin/payments/${payment.id}/check`, body: {} })}>
              Check with provider
            </Button>
          </li>
        ))}
      </List>
      {check.data ? <Alert variant="info">Provider says: {check.data.status}{check.data.changed ? ' (updated)' : ''}</Alert> : null}
      {check.isError ? <Alert variant="error">{errorText(check.error)}</Alert> : null}
    </SectionCard>
  );
}

function Staff() {
  const staff = useStaffList();
  const write = useStaffWrite();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  return (
    <Stack>
      <SectionCard title="Staff">
        <List>
          {staff.data?.map((member) => (
            <li key={member.userId}>
              <span>
                {member.fullName ?? member.phone} · {STAFF_ROLE_LABELS[member.role]}
              </span>
              <Muted>{member.configured ? 'From ADMIN_PHONES' : `Added ${when(member.addedAt)}`}</Muted>
            </li>
          ))}
        </List>
      </SectionCard>
      <SectionCard title="Add staff">
        <StepUpAction label="Add staff" disabled={phone.replace(/\D/g, '').length < 8} onConfirm={(code) => write.mutateAsync({ path: '/admin/staff', body: { phone: phone.replace(/\D/g, ''), role, code } }).then(() => setPhone(''))}>
          <TextInput label="Phone (8 digits)" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} maxLength={15} />
          <Select label="Role" value={role} options={(['support', 'developer', 'admin'] as const).map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }))} onChange={(event) => setRole(event.target.value as StaffRole)} />
        </StepUpAction>
      </SectionCard>
    </Stack>
  );
}

function Audit() {
  const audit = useAudit();
  return (
    <SectionCard title="Audit log">
      {audit.isPending ? <Loading /> : null}
      <List aria-label="Audit log">
        {audit.data?.map((entry) => (
          <li key={entry.seq} data-testid="audit-entry">
            <span>
              {entry.action} · {entry.actorRole}
              {entry.actorPhone ? ` ${entry.actorPhone}` : ''}
            </span>
            <Muted>
              {when(entry.at)}
              {entry.targetId ? ` · ${entry.targetType} ${entry.targetId}` : ''}
              {entry.reason ? ` · ${entry.reason}` : ''}
            </Muted>
          </li>
        ))}
      </List>
    </SectionCard>
  );
}

function Platform({ role }: { role: StaffRole }) {
  const platform = usePlatform();
  const retry = useStaffWrite<{ deliveryId: string }>();
  const mayRetry = roleMay(role, 'webhooks.retry');
  if (platform.isPending) return <Loading />;
  if (platform.isError) return <Alert variant="error">{errorText(platform.error)}</Alert>;
  const view = platform.data;
  return (
    <Stack>
      <SectionCard title="Scheduled jobs">
        <List>
          {view.schedules.map((schedule) => (
            <li key={schedule.queue}>
              {schedule.queue} <Muted>{schedule.cron}</Muted>
            </li>
          ))}
        </List>
      </SectionCard>
      <SectionCard title="Webhook deliveries failing">
        {view.webhookDeliveries.length === 0 ? <p>None.</p> : null}
        <List>
          {view.webhookDeliveries.map((delivery) => (
            <li key={delivery.id}>
              <span>
                {delivery.eventType} · {delivery.status} · {delivery.attempts} attempts
              </span>
              <Muted>{delivery.lastError ?? ''}</Muted>
              {mayRetry ? (
                <Button
                  variant="outline"
                  size="sm"
                  loading={retry.isPending && retry.variables?.path.includes(delivery.id)}
                  onClick={() => retry.mutate({ path: `/admin/webhook-deliveries/${delivery.id}/retry`, body: {} })}
                >
                  Retry
                </Button>
              ) : null}
            </li>
          ))}
        </List>
        {retry.data ? <Alert variant="success">Queued again as a new delivery.</Alert> : null}
        {retry.isError ? <Alert variant="error">{errorText(retry.error)}</Alert> : null}
      </SectionCard>
      <SectionCard title="Provider errors">
        {view.providerErrors.length === 0 ? <p>None.</p> : null}
        <List>
          {view.providerErrors.map((error) => (
            <li key={`${error.kind}:${error.id}`}>
              {error.kind} {error.id} · {error.provider} <Muted>{error.reason}</Muted>
            </li>
          ))}
        </List>
      </SectionCard>
    </Stack>
  );
}

function Settings() {
  const settings = useSettings();
  const write = useStaffWrite();
  const [minutes, setMinutes] = useState<string | null>(null);
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <Alert variant="error">{errorText(settings.error)}</Alert>;
  const shown = minutes ?? String(settings.data.stuckPaymentMinutes);
  const value = Number(shown);
  const problem = shown.trim() === '' ? 'Enter a number.' : platformSettingError('stuckPaymentMinutes', value);
  return (
    <SectionCard title="Settings">
      <StepUpAction
        label="Save settings"
        disabled={problem !== undefined || value === settings.data.stuckPaymentMinutes}
        onConfirm={(code) => write.mutateAsync({ path: '/admin/settings', method: 'PUT', body: { stuckPaymentMinutes: value, code } }).then(() => setMinutes(null))}
      >
        <TextInput
          label={PLATFORM_SETTINGS.stuckPaymentMinutes.label}
          hint={`Payments in Processing longer than this are listed under Stuck payments (${PLATFORM_SETTINGS.stuckPaymentMinutes.min} to ${PLATFORM_SETTINGS.stuckPaymentMinutes.max}).`}
          inputMode="numeric"
          value={shown}
          onChange={(event) => setMinutes(event.target.value.replace(/\D/g, '').slice(0, 4))}
          {...(minutes !== null && problem ? { error: problem } : {})}
        />
      </StepUpAction>
    </SectionCard>
  );
}

const SECTIONS: { path: string; label: string; permission: StaffPermission }[] = [
  { path: 'activations', label: 'Activations', permission: 'activations.read' },
  { path: 'search', label: 'Search', permission: 'search' },
  { path: 'stuck', label: 'Stuck payments', permission: 'payments.recheck' },
  { path: 'staff', label: 'Staff', permission: 'staff.read' },
  { path: 'audit', label: 'Audit log', permission: 'audit.read' },
  { path: 'platform', label: 'Platform', permission: 'platform.read' },
  { path: 'settings', label: 'Settings', permission: 'settings' },
];

function Sections({ role }: { role: StaffRole }) {
  const allowed = SECTIONS.filter((section) => roleMay(role, section.permission));
  const first = allowed[0]?.path ?? 'search';
  return useRoutes([
    { index: true, element: <Navigate to={paths.admin.getHref(first)} replace /> },
    { path: 'activations', element: <ActivationQueue role={role} /> },
    { path: 'activations/:merchantId', element: <ActivationDetail role={role} /> },
    { path: 'merchants/:merchantId', element: <MerchantPage role={role} /> },
    { path: 'search', element: <Search /> },
    { path: 'payments/:paymentId', element: <PaymentTimeline role={role} /> },
    { path: 'stuck', element: <StuckPayments /> },
    { path: 'staff', element: <Staff /> },
    { path: 'audit', element: <Audit /> },
    { path: 'platform', element: <Platform role={role} /> },
    { path: 'settings', element: <Settings /> },
    { path: '*', element: <Navigate to={paths.admin.getHref(first)} replace /> },
  ]);
}

/** The back office (issue 34): staff only; anyone else is sent to their dashboard. */
export function BackOffice() {
  const me = useStaffMe();
  if (me.isPending) {
    return (
      <Page>
        <Loading />
      </Page>
    );
  }
  if (me.isError) {
    if (me.error instanceof ApiError && (me.error.status === 403 || me.error.status === 401)) return <Navigate to={paths.dashboard.getHref()} replace />;
    return (
      <Page>
        <Alert variant="error">{errorText(me.error)}</Alert>
      </Page>
    );
  }
  const role = me.data.role;
  return (
    <Page>
      <header>
        <h1>Back office</h1>
        <Muted>
          Signed in as {me.data.phone} · {STAFF_ROLE_LABELS[role]} · <Link to={paths.dashboard.getHref()}>Dashboard</Link>
        </Muted>
      </header>
      <Tabs aria-label="Back office">
        <PlainList $row $gap={1}>
          {SECTIONS.filter((section) => roleMay(role, section.permission)).map((section) => (
            <li key={section.path}>
              <NavLink to={paths.admin.getHref(section.path)}>{section.label}</NavLink>
            </li>
          ))}
        </PlainList>
      </Tabs>
      <Sections role={role} />
    </Page>
  );
}
