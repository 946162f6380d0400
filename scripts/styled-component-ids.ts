/**
 * Gives every styled component a fixed id from where it is written (file and place in the file).
 *
 * Without one, styled-components numbers components in the order their modules run, and the
 * class names it prints come from those numbers. The prerendered pages (scripts/prerender-plugin)
 * are rendered by one bundle for Node while the browser runs the client's chunks, whose modules
 * can run in another order; the page's HTML would then carry class names the app's styles do not
 * have. `styled.div` becomes `styled.div.withConfig({ componentId: "sc-…" })` (the same for
 * `styled(Link)`), which is what babel-plugin-styled-components does for the same reason.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function children(node: AstNode): AstNode[] {
  const found: AstNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) found.push(item);
    if (isNode(value)) found.push(value);
  }
  return found;
}

/** The local name of styled-components' default import, if the module has one. */
function styledBinding(program: AstNode): string | undefined {
  for (const statement of children(program)) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement.source as { value?: unknown }).value !== 'styled-components') continue;
    for (const specifier of (statement.specifiers as AstNode[] | undefined) ?? []) {
      if (specifier.type === 'ImportDefaultSpecifier') return (specifier.local as { name: string }).name;
    }
  }
  return undefined;
}

function identifierNamed(node: unknown, name: string): boolean {
  return isNode(node) && node.type === 'Identifier' && node.name === name;
}

/** The component id of the `index`-th styled component of `file` (a path from the project root). */
export function componentId(file: string, index: number): string {
  return `sc-${createHash('sha256').update(`${file}\n${index}`).digest('hex').slice(0, 8)}`;
}

/**
 * `code` (TypeScript or JavaScript, with JSX) with a component id on each `styled.tag` and
 * `styled(Component)` that has none; undefined when there is nothing to change.
 */
export function withComponentIds(code: string, file: string): string | undefined {
  if (!code.includes('styled-components')) return undefined;
  const program = parseAst(code, { lang: /\.[cm]?tsx?$/.test(file) ? 'tsx' : 'jsx' }) as unknown as AstNode;
  const styled = styledBinding(program);
  if (!styled) return undefined;
  const ends: number[] = [];
  const visit = (node: AstNode, parent: AstNode | undefined) => {
    const isFactory =
      (node.type === 'MemberExpression' && !node.computed && identifierNamed(node.object, styled)) ||
      (node.type === 'CallExpression' && identifierNamed(node.callee, styled));
    const configured = parent?.type === 'MemberExpression' && parent.object === node && identifierNamed(parent.property, 'withConfig');
    if (isFactory && !configured) ends.push(node.end);
    for (const child of children(node)) visit(child, node);
  };
  visit(program, undefined);
  if (ends.length === 0) return undefined;
  ends.sort((a, b) => a - b);
  let result = '';
  let from = 0;
  ends.forEach((end, index) => {
    result += `${code.slice(from, end)}.withConfig({ componentId: ${JSON.stringify(componentId(file, index))} })`;
    from = end;
  });
  return result + code.slice(from);
}

/** The Vite plugin: every module of the project's own sources, in every build (client and prerender). */
export function styledComponentIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'salone-styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('?') || id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const file = path.relative(root, id).split(path.sep).join('/');
      const changed = withComponentIds(code, file);
      return changed === undefined ? null : { code: changed, map: null };
    },
  };
}
