import { useState } from 'react';
import { linkState } from '../../../../domain/payment-link-rules.ts';
import { checkoutUrl } from '../../../../domain/payment-links.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useDisablePaymentLink, usePaymentLinks, type CreateLinkOutcome, type CreatePaymentLinkInput } from '../api/payment-links.ts';
import type { Queued } from '../api/use-queued.ts';
import { PaymentLinkForm } from './PaymentLinkForm.tsx';
import { PaymentLinkItem, type LinkView } from './PaymentLinkItem.tsx';

export interface PaymentLinksSectionProps {
  merchantId: string;
  businessName: string;
  queued: Queued<CreatePaymentLinkInput>[];
  /** PUBLIC_URL when set: a link still waiting to sync shows the address the server will give it. */
  publicOrigin?: string | null | undefined;
  /** Issue 35: whether the member's role may make and disable links (a viewer only reads them). */
  canWrite?: boolean;
}

export function PaymentLinksSection({ merchantId, businessName, queued, publicOrigin, canWrite = true }: PaymentLinksSectionProps) {
  const links = usePaymentLinks(true);
  const disable = useDisablePaymentLink();
  const [creating, setCreating] = useState(false);
  const [justCreated, setJustCreated] = useState<string | null>(null);
  const now = Date.now();

  const onCreated = (outcome: CreateLinkOutcome) => {
    setCreating(false);
    if (outcome.kind === 'created') {
      setJustCreated(outcome.link.id);
      toast.success('Payment link created');
    } else {
      setJustCreated(outcome.input.id);
      toast.info('Payment link saved on this phone', 'It will sync when you are back online.');
    }
  };

  const onDisable = (id: string) =>
    disable.mutate(id, {
      onSuccess: () => toast.success('Link disabled', 'Customers can no longer pay through it.'),
      onError: (error) => toast.error('Could not disable the link', readableError(error)),
    });

  const synced: LinkView[] = (links.data ?? []).map((link) => ({ ...link, state: linkState(link, now) }));
  const serverIds = new Set(synced.map((link) => link.id));
  const waiting: LinkView[] = queued
    .filter((item) => !serverIds.has(item.input.id))
    .map(({ input, refused }) => ({
      id: input.id,
      url: checkoutUrl(publicOrigin ?? window.location.origin, merchantId, input.id),
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      reusable: input.reusable,
      expiresAt: input.expiresAt ?? null,
      state: 'waiting',
      paymentsCount: 0,
      takings: 0,
      refused,
    }));
  const all = [...waiting.reverse(), ...synced];

  return (
    <SectionCard
      title="Payment links"
      id="payment-links"
      action={
        creating || !canWrite ? null : (
          <Button size="sm" onClick={() => setCreating(true)}>
            New link
          </Button>
        )
      }
    >
      {creating && canWrite ? (
        <>
          <PaymentLinkForm onDone={onCreated} />
          <Button variant="ghost" onClick={() => setCreating(false)}>
            Cancel
          </Button>
        </>
      ) : null}
      {links.isPending && waiting.length === 0 ? <ListSkeleton label="Loading payment links" /> : null}
      {links.isError && !links.data ? <ErrorState what="your payment links" message={readableError(links.error)} onRetry={() => void links.refetch()} retrying={links.isFetching} /> : null}
      {!links.isPending && all.length === 0 && !creating ? (
        <EmptyState
          title="No payment links yet"
          text={
            canWrite
              ? 'Create a link to get paid by anyone, near or far: share it by WhatsApp or SMS, or print its QR code.'
              : // Issue 35: a role that cannot make links (a viewer) is not told to make one.
                'Links made for this business will show here.'
          }
        />
      ) : null}
      {all.length > 0 ? (
        <PlainList $gap={0} aria-label="Your payment links">
          {all.map((link) => (
            <PaymentLinkItem
              key={link.id}
              link={link}
              businessName={businessName}
              onDisable={canWrite ? onDisable : undefined}
              disabling={disable.isPending && disable.variables === link.id}
              initiallyOpen={link.id === justCreated}
            />
          ))}
        </PlainList>
      ) : null}
    </SectionCard>
  );
}
