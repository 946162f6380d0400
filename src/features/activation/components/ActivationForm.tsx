import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ACTIVATION_STATUS_LABELS,
  BUSINESS_KIND_LABELS,
  BUSINESS_KINDS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_REFUSALS,
  PAYOUT_ACCOUNT_IN_REVIEW_SENTENCE,
  PAYOUT_ACCOUNT_REVIEW_LABELS,
  activationFieldError,
  payoutAccountRejectedSentence,
  requiredDocuments,
  type ActivationField,
  type BusinessKind,
  type DocumentKind,
} from '../../../../domain/activation.ts';
import type { ActivationView, SaveActivationInput } from '../../../../domain/api/activation.ts';
import { DISTRICTS } from '../../../../domain/districts.ts';
import { MERCHANT_CATEGORIES } from '../../../../domain/merchant-profile.ts';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { Select } from '../../../components/ui/select/Select.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveActivation, useSubmitActivation, useUploadDocument } from '../api/activation.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const Terms = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
  input { width: 24px; height: 24px; flex: none; margin-top: 2px; }
`;

const FileLabel = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  min-width: 0;
  /* A file input's intrinsic width is wider than a 360 px card: it takes the card's width instead. */
  input { min-height: ${({ theme }) => theme.touchTarget}; width: 100%; min-width: 0; }
`;

const DocumentRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Draft = Record<Exclude<ActivationField, 'expectedMonthlyVolume'>, string> & { expectedMonthlyVolume: string };

/** Leones (whole) typed; minor units (cents of a leone, ×100) sent. */
const MINOR_PER_LEONE = 100;

function draftOf(view: ActivationView): Draft {
  return {
    legalName: view.legalName ?? '',
    tradingName: view.tradingName ?? '',
    kind: view.kind ?? '',
    registrationNumber: view.registrationNumber ?? '',
    nationalId: view.nationalId ?? '',
    address: view.address ?? '',
    district: view.district ?? '',
    category: view.category ?? '',
    expectedMonthlyVolume: view.expectedMonthlyVolume === null ? '' : String(Math.floor(view.expectedMonthlyVolume / MINOR_PER_LEONE)),
  };
}

function inputOf(draft: Draft): SaveActivationInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const leones = draft.expectedMonthlyVolume.replace(/[,\s]/g, '');
  return {
    legalName: text(draft.legalName),
    tradingName: text(draft.tradingName),
    kind: (text(draft.kind) as BusinessKind | null) ?? null,
    registrationNumber: draft.kind === 'company' ? text(draft.registrationNumber) : null,
    nationalId: draft.kind === 'company' ? null : text(draft.nationalId),
    address: text(draft.address),
    district: text(draft.district),
    category: text(draft.category),
    expectedMonthlyVolume: leones === '' || !/^\d{1,13}$/.test(leones) ? null : Number(leones) * MINOR_PER_LEONE,
  };
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.details.length > 0 ? error.details.map((detail) => detail.message).join(' ') : error.message;
  return 'Something went wrong. Please try again.';
}

export function ActivationStatusBanner({ view }: { view: ActivationView }) {
  return (
    <>
      {view.frozen ? (
        <Alert variant="error" title="Your account is frozen" data-testid="activation-frozen">
          It takes no live payments and makes no live payouts; money already held stays held. Reason: {view.frozenReason}. Contact support to find out
          what to do.
        </Alert>
      ) : null}
      {view.status === 'approved' ? (
        <Alert variant="success" title="Approved" data-testid="activation-status">
          Your account is activated: you can switch off Test mode and take live payments.
        </Alert>
      ) : view.status === 'submitted' ? (
        <Alert variant="info" title="In review" data-testid="activation-status">
          We are checking your details. You will see the answer here.
        </Alert>
      ) : view.status === 'rejected' ? (
        <Alert variant="warning" title="Needs changes" data-testid="activation-status">
          {view.reason} Fix this below, then submit again.
        </Alert>
      ) : (
        <Alert variant="info" title={ACTIVATION_STATUS_LABELS.not_started} data-testid="activation-status">
          Tell us about your business to take real money. Test mode works meanwhile.
        </Alert>
      )}
    </>
  );
}

export function ActivationForm({ view }: { view: ActivationView }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  const [accepted, setAccepted] = useState(false);
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const save = useSaveActivation();
  const upload = useUploadDocument();
  const submit = useSubmitActivation();
  const editable = view.status === 'not_started' || view.status === 'rejected';
  useEffect(() => {
    if (!editable) setDraft(draftOf(view));
  }, [view, editable]);

  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const errorOf = (field: ActivationField) => {
    const input = inputOf(draft);
    return activationFieldError(field, input[field] ?? null);
  };
  const documentsNeeded = requiredDocuments((draft.kind || null) as BusinessKind | null);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(inputOf(draft));
  };

  const onFile = (kind: DocumentKind, file: File | undefined) => {
    if (!file) return;
    // The same checks as the server, before a byte is sent on a slow link.
    if (file.size === 0) return setFileErrors((current) => ({ ...current, [kind]: DOCUMENT_REFUSALS.empty }));
    if (file.size > DOCUMENT_MAX_BYTES) return setFileErrors((current) => ({ ...current, [kind]: DOCUMENT_REFUSALS.tooLarge }));
    setFileErrors((current) => ({ ...current, [kind]: undefined }));
    upload.mutate({ kind, file }, { onError: (error) => setFileErrors((current) => ({ ...current, [kind]: messageOf(error) })) });
  };

  const onSubmit = async () => {
    await save.mutateAsync(inputOf(draft));
    submit.mutate();
  };

  return (
    <>
      <SectionCard title="Business details" id="activation-details">
        <Form onSubmit={onSave} aria-label="Business details" noValidate>
          <TextInput label="Legal name" value={draft.legalName} onChange={(event) => set('legalName')(event.target.value)} disabled={!editable} error={errorOf('legalName')} autoComplete="organization" />
          <TextInput label="Trading name" value={draft.tradingName} onChange={(event) => set('tradingName')(event.target.value)} disabled={!editable} error={errorOf('tradingName')} />
          <Select
            label="Kind of business"
            value={draft.kind}
            placeholder="Choose one"
            options={BUSINESS_KINDS.map((kind) => ({ value: kind, label: BUSINESS_KIND_LABELS[kind] }))}
            onChange={(event) => set('kind')(event.target.value)}
            disabled={!editable}
          />
          {draft.kind === 'company' ? (
            <TextInput label="Registration number" value={draft.registrationNumber} onChange={(event) => set('registrationNumber')(event.target.value)} disabled={!editable} error={errorOf('registrationNumber')} />
          ) : draft.kind ? (
            <TextInput label="National ID number" value={draft.nationalId} onChange={(event) => set('nationalId')(event.target.value)} disabled={!editable} error={errorOf('nationalId')} />
          ) : null}
          <TextInput label="Business address" value={draft.address} onChange={(event) => set('address')(event.target.value)} disabled={!editable} error={errorOf('address')} autoComplete="street-address" />
          <Select label="District" value={draft.district} placeholder="Choose a district" options={DISTRICTS} onChange={(event) => set('district')(event.target.value)} disabled={!editable} />
          <Select label="Category" value={draft.category} placeholder="Choose a category" options={MERCHANT_CATEGORIES} onChange={(event) => set('category')(event.target.value)} disabled={!editable} />
          <TextInput
            label="Expected monthly volume (Le)"
            inputMode="numeric"
            value={draft.expectedMonthlyVolume}
            onChange={(event) => set('expectedMonthlyVolume')(event.target.value.replace(/[^\d,\s]/g, ''))}
            disabled={!editable}
            hint="About how much you expect to take in a month, in leones."
          />
          {editable ? (
            <Row>
              <Button type="submit" variant="outline" loading={save.isPending}>
                Save
              </Button>
              {save.isSuccess ? <span role="status">Saved</span> : null}
            </Row>
          ) : null}
          {save.isError ? <Alert variant="error">{messageOf(save.error)}</Alert> : null}
        </Form>
      </SectionCard>

      <SectionCard title="Payout account" id="activation-payout">
        {view.payoutAccount.verified ? (
          <p data-testid="activation-payout">Verified: {view.payoutAccount.label}</p>
        ) : (
          <p>
            Add and verify the account your money goes to. <Link to={paths.addWallet.getHref()}>Link a payout account</Link>
          </p>
        )}
        {view.payoutAccountReviews.length > 0 ? (
          <PlainList aria-label="New payout accounts" data-testid="payout-account-reviews">
            {view.payoutAccountReviews.map((review) => (
              <DocumentRow as="li" key={review.accountId}>
                <Row>
                  <span>{review.label}</span>
                  <Badge tone={review.status === 'approved' ? 'success' : review.status === 'rejected' ? 'error' : 'warning'}>{PAYOUT_ACCOUNT_REVIEW_LABELS[review.status]}</Badge>
                </Row>
                {review.status === 'approved' ? null : (
                  <Muted>{review.status === 'pending' ? PAYOUT_ACCOUNT_IN_REVIEW_SENTENCE : payoutAccountRejectedSentence(review.reason)}</Muted>
                )}
              </DocumentRow>
            ))}
          </PlainList>
        ) : null}
      </SectionCard>

      <SectionCard title="Documents" id="activation-documents">
        <Muted>A photo or a PDF, at most 5 MB each. Only our compliance staff can open them.</Muted>
        {documentsNeeded.map((kind) => {
          const sent = view.documents.find((document) => document.kind === kind);
          return (
            <DocumentRow key={kind}>
              <FileLabel>
                {DOCUMENT_KIND_LABELS[kind]}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,application/pdf"
                  disabled={!editable || upload.isPending}
                  aria-describedby={`doc-${kind}-status`}
                  onChange={(event) => onFile(kind, event.target.files?.[0])}
                />
              </FileLabel>
              <Muted id={`doc-${kind}-status`}>{sent ? `Received: ${sent.fileName ?? 'file'}` : 'Not sent yet'}</Muted>
              {fileErrors[kind] ? <Alert variant="error">{fileErrors[kind]}</Alert> : null}
            </DocumentRow>
          );
        })}
      </SectionCard>

      {editable ? (
        <SectionCard title="Submit" id="activation-submit">
          {view.missing.length > 0 ? (
            <ul aria-label="Still needed">
              {view.missing.map((entry) => (
                <li key={entry.field}>{entry.message}</li>
              ))}
            </ul>
          ) : null}
          <Terms>
            <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
            <span>
              I accept the <Link to={paths.terms.getHref()}>terms</Link> and confirm these details are true.
            </span>
          </Terms>
          <Button onClick={() => void onSubmit()} disabled={!accepted} loading={submit.isPending || save.isPending} fullWidth>
            Submit for review
          </Button>
          {submit.isError ? <Alert variant="error">{messageOf(submit.error)}</Alert> : null}
        </SectionCard>
      ) : null}
    </>
  );
}
