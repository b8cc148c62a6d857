import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

// Issue 30: no import cycle between server modules except through type-only imports. A module
// reaches another only through its index.ts (eslint.config.js), and that index re-exports only what
// others use, so the index files stay light and the graph stays acyclic.
const root = path.resolve(import.meta.dirname, '../..');

function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('import cycles at run time', () => {
  it('has none in the server (apps/server/src), type-only imports aside', () => {
    expect(importCycles(path.join(root, 'apps/server/src'))).toEqual([]);
  });

  it('finds a cycle of runtime imports, re-exports included', () => {
    const dir = fixture({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "export { c as b } from './c';\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(importCycles(dir)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('leaves out type-only imports, which vanish when compiled', () => {
    const dir = fixture({
      'a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n",
      'b.ts':
        "import { a } from './a';\nimport { type A } from './a';\nexport type B = A;\nexport const b = a;\n",
    });
    expect(importCycles(dir)).toEqual([]);
  });
});
