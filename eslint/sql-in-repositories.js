// @ts-check
// Only repositories build SQL (STYLE.md, "Boundaries"): a file this rule applies to may not
// import Kysely's raw `sql` tag (or CompiledQuery) nor start a query with `.selectFrom`,
// `.insertInto`, `.updateTable`, `.deleteFrom`, `.replaceInto`, `.mergeInto` or
// `.selectNoFrom`. The config applies it to the server's source except `*.repository.ts` files
// and `src/db/` (schema, migrations, seed, connection); tests are exempt (factories insert real
// rows, and tests read the database to check what a request did). Transactions
// (`db.transaction()`) may stay in services: they decide what runs together.

const QUERY_STARTS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'selectNoFrom',
]);
const RAW_SQL_IMPORTS = new Set(['sql', 'CompiledQuery']);
const WHERE =
  "Only repositories build SQL: move this query into the module's <domain>.repository.ts (or src/db/ for connection and schema code) and call it from the service.";

/** @type {import('eslint').Rule.RuleModule} */
export const sqlInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL is built only in repositories and src/db/.' },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely') return;
        for (const specifier of node.specifiers) {
          if (
            specifier.type === 'ImportSpecifier' &&
            specifier.imported.type === 'Identifier' &&
            RAW_SQL_IMPORTS.has(specifier.imported.name)
          ) {
            context.report({
              node: specifier,
              message: `${WHERE} (imports kysely's ${specifier.imported.name})`,
            });
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          QUERY_STARTS.has(callee.property.name)
        ) {
          context.report({ node: callee.property, message: `${WHERE} (.${callee.property.name})` });
        }
      },
    };
  },
};
