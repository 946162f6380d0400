import { describe, expect, it } from 'vitest';
import { allowsCamera, permissionsPolicyFor } from './permissions-policy.ts';

describe('permissionsPolicyFor', () => {
  it('allows the camera on the scanner only', () => {
    for (const url of ['/scan-pay', '/scan-pay/', '/scan-pay?from=dashboard', '/scan-pay#manual']) expect(allowsCamera(url), url).toBe(true);
    for (const url of ['/', '/dashboard', '/business-tools', '/pay/abc', '/scan-payments', '/scan-pay/evil', '/api/v1/health', '/x?next=/scan-pay']) {
      expect(allowsCamera(url), url).toBe(false);
    }
    expect(permissionsPolicyFor('/scan-pay')).toMatch(/^camera=\(self\), microphone=\(\)/);
    expect(permissionsPolicyFor('/dashboard')).toMatch(/^camera=\(\), microphone=\(\)/);
  });
});
