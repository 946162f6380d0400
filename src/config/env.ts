/**
 * The only module that reads import.meta.env (DESIGN §1 rule 6).
 */
export const env = {
  /** Build-time marketing gate secret (DESIGN §5: not security; it ships in the bundle). */
  previewSecret: (import.meta.env.PREVIEW_SECRET as string | undefined) || 'preview',
  appVersion: (import.meta.env.APP_VERSION as string | undefined) ?? '0.0.0',
  apiBaseUrl: '/api/v1',
  isDev: import.meta.env.DEV,
} as const;
