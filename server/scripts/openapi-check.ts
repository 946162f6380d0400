/**
 * `npm run openapi:check` (and a CI step): builds the app on an in-memory database, fetches
 * GET /api/v1/openapi.json as a client would, and validates it with an independent validator
 * (@readme/openapi-parser, against the OpenAPI 3.1 schema plus its own rules: duplicate
 * parameters, operationIds, component names). Prints the counts and exits 1 on any error.
 * `--out file.json` also writes the document.
 */
import { writeFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { createTestApp } from '../test/test-app.ts';

async function main(): Promise<void> {
  const testApp = await createTestApp();
  try {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${response.statusCode}`);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    const outIndex = process.argv.indexOf('--out');
    const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
    if (out) writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    process.stdout.write(`OpenAPI ${document.openapi}: ${Object.keys(document.paths).length} paths, ${operations} operations.\n`);
    if (!result.valid) {
      process.stdout.write(`${compileErrors(result)}\n`);
      process.exitCode = 1;
      return;
    }
    if (result.warnings.length > 0) process.stdout.write(`${result.warnings.length} warning(s):\n${result.warnings.map((warning) => `  ${warning.message}`).join('\n')}\n`);
    process.stdout.write('Valid (@readme/openapi-parser).\n');
  } finally {
    await testApp.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`openapi:check could not run: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
