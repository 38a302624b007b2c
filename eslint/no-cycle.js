// @ts-check
// A lint rule against import cycles: a module must not reach itself through its imports. It
// follows every import that exists at run time (static imports and re-exports, side-effect
// imports and dynamic `import()` — a dynamic import hides a cycle, it doesn't remove it) and
// ignores `import type`/`export type`, which are erased. Only relative specifiers are followed:
// the one workspace package imported by name, packages/contract, imports only zod, so no cycle
// can pass through it. Other files are read with TypeScript's parser (no type checking) once per
// lint run and kept while their modification time holds, so the whole repository costs one
// parse per file.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

/** @type {Map<string, {mtime: number, imports: string[]}>} */
const parsed = new Map();

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier lands on, as TypeScript's bundler resolution finds it. */
function resolve(/** @type {string} */ from, /** @type {string} */ specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const ext = path.extname(base);
  const candidates = [base];
  // `./x.js` names `./x.ts` in TypeScript sources.
  if (ext === '.js' || ext === '.mjs' || ext === '.jsx') {
    const stem = base.slice(0, -ext.length);
    candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`);
  }
  for (const extension of EXTENSIONS) candidates.push(`${base}${extension}`);
  for (const extension of EXTENSIONS) candidates.push(path.join(base, `index${extension}`));
  return candidates.find(isFile) ?? null;
}

/** The files `file` imports at run time (see the header). */
function importsOf(/** @type {string} */ file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = parsed.get(file);
  if (cached?.mtime === mtime) return cached.imports;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  /** @type {string[]} */
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      !statement.importClause?.isTypeOnly &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  const imports = [
    ...new Set(specifiers.map((specifier) => resolve(file, specifier)).filter((f) => f !== null)),
  ];
  parsed.set(file, { mtime, imports });
  return imports;
}

/** A shortest import path from `start` back to `target`, or null when there is none. */
function pathBack(/** @type {string} */ start, /** @type {string} */ target) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const current = /** @type {string} */ (queue[index]);
    for (const next of importsOf(current)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      if (next === target) {
        const chain = [next];
        for (let step = cameFrom.get(next); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

/** `import type`/`export type` (typescript-eslint marks them; plain JavaScript has none). */
const isTypeOnly = (/** @type {object} */ node) =>
  ('importKind' in node && node.importKind === 'type') ||
  ('exportKind' in node && node.exportKind === 'type');

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, including through dynamic import().' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const show = (/** @type {string} */ name) =>
      path.relative(root, name).split(path.sep).join('/');

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const imported = resolve(file, source);
      if (!imported) return;
      const chain = imported === file ? [file] : pathBack(imported, file);
      if (!chain) return;
      context.report({
        node,
        message:
          `Import cycle: ${[file, ...chain].map(show).join(' → ')}. ` +
          'Break it: move what both sides need into a lower module (lib/ or components/ → ' +
          'features → app/; a route module → the flow it renders), or pass it in (props, a ' +
          'setter such as cart-owner, a field of the route table such as `preload`). A dynamic ' +
          'import() does not break a cycle.',
      });
    }

    return {
      ImportDeclaration: (node) => {
        if (!isTypeOnly(node)) check(node, node.source.value);
      },
      ExportNamedDeclaration: (node) => {
        if (node.source && !isTypeOnly(node)) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => {
        if (!isTypeOnly(node)) check(node, node.source.value);
      },
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};
