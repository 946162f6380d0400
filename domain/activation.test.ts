/** Activation's pure rules (issue 34): documents by content, what Submit needs, and the staff roles table. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACTIVATION_DETAILS,
  STAFF_PERMISSIONS,
  activationFieldError,
  permissionsOf,
  requiredDocuments,
  roleMay,
  sniffDocumentType,
  submitReadiness,
  type ActivationDetails,
} from './activation.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffDocumentType: a document is what its bytes say', () => {
  it('knows JPEG, PNG, WebP and PDF by their magic numbers', () => {
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffDocumentType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever it is called: HTML, an executable, a RIFF that is not WebP, a truncated header', () => {
    expect(sniffDocumentType(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffDocumentType(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffDocumentType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });
});

describe('what activation needs', () => {
  const complete: ActivationDetails = {
    legalName: 'Kamara Trading Ltd',
    tradingName: 'Kamara Shop',
    kind: 'company',
    registrationNumber: 'SL-2024/1234',
    nationalId: null,
    address: '12 Siaka Stevens Street, Freetown',
    district: 'Western Area',
    category: 'Retail',
    expectedMonthlyVolume: 5_000_000,
  };

  it('a company sends its registration certificate too; a person only an ID', () => {
    expect(requiredDocuments('company')).toEqual(['id_document', 'registration_certificate']);
    expect(requiredDocuments('individual')).toEqual(['id_document']);
    expect(requiredDocuments('sole_trader')).toEqual(['id_document']);
  });

  it('lists every missing piece in a sentence, and nothing once all is there', () => {
    const empty = submitReadiness(EMPTY_ACTIVATION_DETAILS, [], false).missing.map((entry) => entry.field);
    expect(empty).toEqual(['legalName', 'tradingName', 'kind', 'address', 'district', 'category', 'expectedMonthlyVolume', 'id_document', 'payoutAccount']);
    expect(submitReadiness(complete, ['id_document'], true).missing).toEqual([{ field: 'registration_certificate', message: 'Upload the registration certificate.' }]);
    expect(submitReadiness(complete, ['id_document', 'registration_certificate'], true).missing).toEqual([]);
    expect(submitReadiness({ ...complete, kind: 'individual' }, ['id_document'], true).missing.map((entry) => entry.field)).toEqual(['nationalId']);
  });

  it('checks each field that is filled in', () => {
    expect(activationFieldError('district', 'Atlantis')).toBe('Choose one of the districts of Sierra Leone.');
    expect(activationFieldError('district', 'Bo')).toBeUndefined();
    expect(activationFieldError('expectedMonthlyVolume', 12.5)).toMatch(/whole amount/);
    expect(activationFieldError('expectedMonthlyVolume', -1)).toMatch(/whole amount/);
    expect(activationFieldError('kind', 'partnership')).toBe('Choose individual, sole trader or company.');
    expect(activationFieldError('legalName', 'A')).toMatch(/2 to 100/);
    expect(activationFieldError('nationalId', '<script>')).toMatch(/national ID/);
    expect(activationFieldError('legalName', null)).toBeUndefined();
  });
});

describe('the staff roles table', () => {
  it('gives admin everything, support look-ups without decisions, freezing, documents or full numbers, developer the platform only', () => {
    expect(permissionsOf('admin')).toEqual(Object.keys(STAFF_PERMISSIONS));
    expect(roleMay('support', 'search')).toBe(true);
    expect(roleMay('support', 'payments.recheck')).toBe(true);
    for (const denied of ['activations.decide', 'merchants.freeze', 'documents.read', 'accounts.full', 'staff.manage', 'audit.read'] as const) {
      expect(roleMay('support', denied)).toBe(false);
    }
    expect(permissionsOf('developer')).toEqual(['backoffice.enter', 'platform.read', 'webhooks.retry']);
    expect(roleMay(null, 'backoffice.enter')).toBe(false);
  });
});
