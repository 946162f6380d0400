/**
 * Issue 35: the permission of every signed-in route, in one table. A merchant route names the
 * permission of domain/members.ts's MEMBER_PERMISSIONS its caller's role must hold; a personal
 * route ('personal') is the person's own (signing in, their profile, paying someone, their
 * invites) and never acts for a business. server/modules/members/member-matrix.test.ts walks the
 * route table: a signed-in route missing here fails it, so no route is forgotten.
 */
import type { FastifyRequest } from 'fastify';
import type { MemberPermission } from '../../domain/members.ts';

export type RoutePermission = MemberPermission | 'personal';

export const MEMBER_ROUTE_PERMISSIONS: Readonly<Record<string, RoutePermission>> = {
  // The person's own.
  'POST /api/v1/auth/email/send-otp': 'personal',
  'POST /api/v1/auth/email/verify-otp': 'personal',
  'GET /api/v1/auth/profile': 'personal',
  'PUT /api/v1/auth/profile': 'personal',
  'PUT /api/v1/profile': 'personal',
  'GET /api/v1/payments/pending': 'personal',
  'GET /api/v1/payments/frequent': 'personal',
  'POST /api/v1/payments': 'personal',
  'GET /api/v1/payments/:id': 'personal',
  'POST /api/v1/payments/:id/confirm': 'personal',
  'POST /api/v1/payments/:id/code': 'personal',
  'POST /api/v1/payments/:id/cancel': 'personal',
  'GET /api/v1/notifications/unread-count': 'personal',
  'GET /api/v1/notifications': 'personal',
  'POST /api/v1/notifications/:id/read': 'personal',
  'POST /api/v1/notifications/read-all': 'personal',
  'GET /api/v1/invites': 'personal',
  'POST /api/v1/invites/:id/accept': 'personal',
  'GET /api/v1/businesses': 'personal',
  // The business: what it is, its mode, its activation, its live feed.
  'GET /api/v1/merchant-profile': 'business.read',
  'PUT /api/v1/merchant-profile': 'business.manage',
  'GET /api/v1/merchant-preferences': 'business.read',
  'PUT /api/v1/merchant-preferences': 'business.manage',
  'GET /api/v1/live-mode': 'business.read',
  'GET /api/v1/activation': 'business.read',
  'PUT /api/v1/activation': 'business.manage',
  'POST /api/v1/activation/submit': 'business.manage',
  'POST /api/v1/activation/documents': 'business.manage',
  'GET /api/v1/events/stream': 'business.read',
  'GET /api/v1/events/feed': 'business.read',
  // A step-up code is kept for the business the payout it confirms is for (staff_action: the person's).
  'POST /api/v1/step-up/code': 'business.read',
  // Money held.
  'GET /api/v1/balance': 'balance.read',
  'GET /api/v1/wallet': 'balance.read',
  'GET /api/v1/wallet/movements': 'balance.read',
  // Activity.
  'GET /api/v1/transactions': 'activity.read',
  'GET /api/v1/transactions/totals': 'activity.read',
  'GET /api/v1/transactions/:id': 'activity.read',
  'GET /api/v1/transactions/export.csv': 'exports',
  'GET /api/v1/payments/:id/refunds': 'activity.read',
  'GET /api/v1/merchant/payments': 'activity.read',
  'GET /api/v1/merchant/payments/:id': 'activity.read',
  'GET /api/v1/merchant/payments/:id/refunds': 'activity.read',
  'GET /api/v1/merchant/events': 'activity.read',
  'GET /api/v1/merchant/events/:id': 'activity.read',
  'GET /api/v1/sales/mine': 'sales.own',
  'GET /api/v1/reports/takings': 'reports.read',
  'GET /api/v1/reports/top-links': 'reports.read',
  'GET /api/v1/reports/payouts': 'reports.read',
  'GET /api/v1/reports/statement': 'reports.read',
  // Taking money.
  'GET /api/v1/payment-links': 'links.read',
  'POST /api/v1/payment-links': 'links.write',
  'POST /api/v1/payment-links/:id/disable': 'links.write',
  'POST /api/v1/cash-sales': 'cash.write',
  'POST /api/v1/merchant/payments': 'payments.write',
  'POST /api/v1/merchant/payments/:id/cancel': 'payments.write',
  'POST /api/v1/payments/:id/refunds': 'refunds',
  'POST /api/v1/merchant/payments/:id/refunds': 'refunds',
  // Paying out.
  'GET /api/v1/accounts': 'payouts',
  'GET /api/v1/accounts/:id': 'payouts',
  'POST /api/v1/accounts/wallet-code': 'payouts',
  'POST /api/v1/accounts': 'payouts',
  'POST /api/v1/accounts/:id/default': 'payouts',
  'POST /api/v1/accounts/:id/deactivate': 'payouts',
  'GET /api/v1/payouts': 'payouts',
  'POST /api/v1/payouts/quote': 'payouts',
  'POST /api/v1/payouts': 'payouts',
  'GET /api/v1/payouts/settings': 'payouts',
  'PUT /api/v1/payouts/settings': 'payouts',
  'GET /api/v1/payouts/:id': 'payouts',
  'GET /api/v1/merchant/payouts': 'payouts',
  'GET /api/v1/merchant/payouts/:id': 'payouts',
  // Developers.
  'GET /api/v1/api-keys': 'keys',
  'POST /api/v1/api-keys': 'keys',
  'POST /api/v1/api-keys/:id/revoke': 'keys',
  'POST /api/v1/webhook-endpoints': 'webhooks',
  'GET /api/v1/webhook-endpoints': 'webhooks',
  'PATCH /api/v1/webhook-endpoints/:id': 'webhooks',
  'DELETE /api/v1/webhook-endpoints/:id': 'webhooks',
  'POST /api/v1/webhook-endpoints/:id/rotate-secret': 'webhooks',
  'GET /api/v1/webhook-endpoints/:id/deliveries': 'webhooks',
  'POST /api/v1/webhook-endpoints/:id/resend': 'webhooks',
  'POST /api/v1/webhook-endpoints/:id/test': 'webhooks',
  // Members. Leaving (DELETE of one's own id) is open to every member: the service checks the rest.
  'GET /api/v1/members': 'members.read',
  'POST /api/v1/members': 'members.manage',
  'PATCH /api/v1/members/:userId': 'business.read',
  'DELETE /api/v1/members/:userId': 'business.read',
  'GET /api/v1/members/log': 'members.read',
};

/** The matched route's permission; undefined for routes outside the table (public, staff, callbacks). */
export function routePermission(request: FastifyRequest): RoutePermission | undefined {
  const url = request.routeOptions.url;
  return url === undefined ? undefined : MEMBER_ROUTE_PERMISSIONS[`${request.method === 'HEAD' ? 'GET' : request.method} ${url}`];
}
