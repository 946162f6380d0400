/**
 * Every route the app registers, with its schema and options, as Fastify saw them. The tests that
 * walk the API (strict types, the fuzz test) read it, so a route added tomorrow is covered
 * without anyone editing a hand-written list.
 */
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Register first: onRoute only sees routes added after it. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, schema: route.schema, config: route.config });
  });
}
