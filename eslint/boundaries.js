// @ts-check
// A small lint rule for architectural boundaries between folders: files under `target` may not
// import (relatively) from `from`, unless the import lands in one of `except`. Paths are
// relative to the repository root; `*` in a target matches one folder name and also applies to
// `from`/`except` with `$1` (so "features/*" can forbid "every other feature").
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** @param {string} pattern */
function toRegex(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '([^/]+)');
  return new RegExp(`^${escaped}(/|$)`);
}

/** @param {string} child @param {string} dir */
function within(child, dir) {
  return child === dir || child.startsWith(`${dir}/`);
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing the way the architecture says.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'] }],
  },
  create(context) {
    /** @type {{target: string, from: string[], except?: string[], message: string}[]} */
    const zones = context.options[0].zones;
    const file = path.relative(root, context.filename).split(path.sep).join('/');

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      for (const zone of zones) {
        const match = toRegex(zone.target).exec(file);
        if (!match) continue;
        const fill = (/** @type {string} */ dir) => dir.replace('$1', match[1] ?? '');
        const forbidden = zone.from.map(fill).some((dir) => within(imported, dir));
        const allowed = (zone.except ?? []).map(fill).some((dir) => within(imported, dir));
        if (forbidden && !allowed) {
          context.report({ node, message: zone.message });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
