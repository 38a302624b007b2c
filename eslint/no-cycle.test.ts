import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, expect, it } from 'vitest';
import { noCycle } from './no-cycle.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycle-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes the files, then lints `entry` with only the cycle rule. */
function lint(files: Record<string, string>, entry: string) {
  const base = fs.mkdtempSync(path.join(dir, 'case-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    fs.writeFileSync(path.join(base, name), text);
  }
  const linter = new Linter({ cwd: base });
  return linter.verify(
    files[entry] ?? '',
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { canasta: { rules: { 'no-cycle': noCycle } } },
        rules: { 'canasta/no-cycle': 'error' },
      },
    ],
    path.join(base, entry),
  );
}

it('reports a cycle through another module, naming it and how to break it', () => {
  const messages = lint(
    {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './lib/c';\nexport const b = c;\n",
      'lib/c.ts': "import { a } from '../a';\nexport const c = a;\n",
    },
    'a.ts',
  );
  expect(messages).toHaveLength(1);
  expect(messages[0]?.message).toContain('Import cycle: a.ts → b.ts → lib/c.ts → a.ts.');
  expect(messages[0]?.message).toContain('Break it:');
});

it('counts dynamic import() and re-exports, not type-only imports', () => {
  const files = {
    'routes.ts': "export const load = () => import('./screen');\n",
    'screen.tsx': "export * from './flow';\n",
    'flow.ts': "import type { load } from './routes';\nexport type Load = typeof load;\n",
    'preload.ts': "export const again = () => import('./uses-preload');\n",
    'uses-preload.ts': "export { again } from './preload';\n",
  };
  expect(lint(files, 'routes.ts')).toEqual([]);
  expect(lint(files, 'preload.ts').map((message) => message.ruleId)).toEqual(['canasta/no-cycle']);
});
