/**
 * The configuration table of docs/operations.md, generated from the schema (issue 38):
 * `npm run docs:config` writes it, and config-docs.test.ts fails when the page and the schema differ.
 */
import type { TObject, TSchema } from 'typebox';
import { CONFIG_SCHEMA, expectsOf, type Notes } from './config-schema.ts';

const START = '<!-- The table below is generated from server/config-schema.ts: npm run docs:config -->';
const END = '<!-- end of the generated configuration table -->';

/** The configuration table of docs/operations.md, one row per variable, from the schema. */
export function configTable(schema: TObject = CONFIG_SCHEMA): string {
  const cell = (value: string) => value.replaceAll('|', '\\|');
  const rows = Object.entries(schema.properties as Record<string, TSchema>).map(([name, property]) => {
    const notes = property as TSchema & Notes;
    const fallback = notes.docDefault ?? (notes.default === undefined ? '(none)' : `\`${String(notes.default)}\``);
    const accepts = expectsOf(property) + (notes.when ? ` (read when \`${notes.when[0]}=${notes.when[1]}\`)` : '');
    return `| \`${name}\` | ${cell(fallback)} | ${cell(accepts)} | ${cell(notes.description)} |`;
  });
  return ['| Variable | Default | Accepts | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** `markdown` with its generated configuration table replaced by the schema's. */
export function withConfigTable(markdown: string, table = configTable()): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the configuration table's markers are missing: ${START} … ${END}`);
  return `${markdown.slice(0, start + START.length)}\n${table}\n${markdown.slice(end)}`;
}
