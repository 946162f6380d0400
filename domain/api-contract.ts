/**
 * The /api/v1 wire contract shared by the server, the web app and the service worker.
 * Success bodies are `{ data }`; error bodies are `{ error: { code, message, details? } }`.
 */

export const API_BASE_PATH = '/api/v1';

export interface ApiSuccess<T> {
  data: T;
}

export interface ApiErrorDetail {
  /** The input field the problem is about, e.g. `fullName`. */
  field: string;
  message: string;
}

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    details?: ApiErrorDetail[];
  };
}

export type HealthStatus = 'ok' | 'degraded';

export interface HealthResponse {
  status: HealthStatus;
  message: string;
  /** ISO 8601 time the server answered. */
  timestamp: string;
  /** Seconds since the server process started. */
  uptime: number;
  version: string;
}

/** Public, non-secret settings the deploying business configures on the server. */
export interface PublicAppConfig {
  supportEmail: string;
  claims: {
    centralBankLicence: boolean;
    iso27001: boolean;
    pciDss: boolean;
  };
}
