// The import boundaries are rules, not habits: each forbidden direction is
// linted as if the import were written in a real file of that folder.
import { ESLint } from 'eslint';
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIdsFor(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it.each([
    ['shared/ui/src/lib/example.ts', "import { siteRoutes } from '../../../../shell/src/app/routes';\nexport const x = siteRoutes;\n"],
    ['remotes/assessment/src/example.ts', "import { siteRoutes } from '../../../shell/src/app/routes';\nexport const x = siteRoutes;\n"],
    ['remotes/assessment/src/example.ts', "import App from '../../construction-demo/src/App';\nexport const x = App;\n"],
    ['shell/src/features/contact/example.ts', "import { siteRoutes } from '../../app/routes';\nexport const x = siteRoutes;\n"],
    ['server/src/example.ts', "import { siteRoutes } from '../../shell/src/app/routes';\nexport const x = siteRoutes;\n"],
    ['server/src/example.ts', "import App from '../../remotes/assessment/src/App';\nexport const x = App;\n"],
    [
      'supabase/functions/_shared/example.test.ts',
      "import { REPO_ROOT } from '../../../server/src/env.ts';\nexport const x = REPO_ROOT;\n",
    ],
  ])('%s may not import across its boundary: %s', async (filePath, source) => {
    expect(await ruleIdsFor(filePath, source)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['remotes/tax-navigator/src/example.ts', '../../../supabase/functions/generate-tax-guidance/compose.ts'],
    ['remotes/tax-navigator/src/example.ts', '../../../supabase/functions/generate-tax-guidance/handler.ts'],
    ['shell/src/features/contact/example.ts', '../../../../supabase/functions/send-contact-email/compose-email.ts'],
    ['shared/ui/src/lib/example.ts', '../../../../supabase/functions/_shared/http.ts'],
  ])('%s may not import function internals: %s', async (filePath, target) => {
    expect(await ruleIdsFor(filePath, `import * as m from '${target}';\nexport const x = m;\n`)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['remotes/tax-navigator/src/example.ts', '../../../supabase/functions/generate-tax-guidance/contract.ts'],
    ['shell/src/features/contact/example.ts', '../../../../supabase/functions/send-contact-email/contract.ts'],
    ['shared/ui/src/lib/example.ts', '../../../../supabase/functions/_shared/contract.ts'],
  ])('%s may import a function contract: %s', async (filePath, target) => {
    expect(await ruleIdsFor(filePath, `import * as m from '${target}';\nexport const x = m;\n`)).toEqual([]);
  });

  // Every function folder, as the lint config reads them: a new one is covered too.
  const functionsDir = new URL('../supabase/functions/', import.meta.url);
  const functions = readdirSync(functionsDir).filter((name) => existsSync(new URL(`${name}/index.ts`, functionsDir)));

  it.each(functions)("%s may not import another function's internals", async (name) => {
    const other = functions.find((candidate) => candidate !== name);
    const source = `import * as m from '../${other}/handler.ts';\nexport const x = m;\n`;
    expect(await ruleIdsFor(`supabase/functions/${name}/example.ts`, source)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['supabase/functions/query-ethics-document/example.ts', '../process-ethics-document/store.ts'],
    ['supabase/functions/query-ethics-document/retrieval/example.ts', '../../process-ethics-document/plain-text.ts'],
    ['supabase/functions/generate-tax-guidance/example.ts', '../generate-safety-talk/knowledge/rows.ts'],
    ['supabase/functions/generate-safety-talk/example.ts', '../../database/testing/test-databases.ts'],
    ['supabase/functions/logistics-planning-areas/example.ts', '../../../scripts/bench/site.ts'],
  ])('%s, function code, may not import %s', async (filePath, target) => {
    expect(await ruleIdsFor(filePath, `import * as m from '${target}';\nexport const x = m;\n`)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['supabase/functions/query-ethics-document/example.ts', './cache.ts'],
    ['supabase/functions/query-ethics-document/example.ts', '../_shared/sample-standard/auditors-ethical-standard.ts'],
    ['supabase/functions/query-ethics-document/example.ts', '../process-ethics-document/contract.ts'],
    ['supabase/functions/generate-tax-guidance/example.ts', 'zod'],
  ])('%s, function code, may import %s', async (filePath, target) => {
    expect(await ruleIdsFor(filePath, `import * as m from '${target}';\nexport const x = m;\n`)).toEqual([]);
  });

  it.each([
    ['supabase/functions/query-ethics-document/example.test.ts', '../process-ethics-document/handler.ts'],
    ['supabase/functions/generate-safety-talk/example.test.ts', '../../database/testing/test-databases.ts'],
    ['supabase/functions/generate-safety-talk/evaluation/example.ts', '../../../database/testing/test-databases.ts'],
    ['supabase/functions/query-ethics-document/testing/example.ts', '../../process-ethics-document/handler.ts'],
  ])('%s, a test or evaluation, may drive a neighbour or open a test database: %s', async (filePath, target) => {
    expect(await ruleIdsFor(filePath, `import * as m from '${target}';\nexport const x = m;\n`)).toEqual([]);
  });

  it.each([
    ["import { z } from 'zod';", 'classic zod'],
    ["import { json } from '../_shared/http.ts';", 'a server module'],
    ["import { TAX_YEAR } from './knowledge/sources.ts';", 'a function internal'],
  ])('a contract may not import %s', async (statement) => {
    const source = `${statement}\nexport const x = 1;\n`;
    expect(await ruleIdsFor('supabase/functions/generate-tax-guidance/contract.ts', source)).toContain('no-restricted-imports');
  });

  it('lets a contract import zod/mini and the shared contract', async () => {
    const source =
      "import * as z from 'zod/mini';\nimport { sourceSchema } from '../_shared/contract.ts';\nexport const x = z.array(sourceSchema);\n";
    expect(await ruleIdsFor('supabase/functions/generate-tax-guidance/contract.ts', source)).toEqual([]);
  });

  it('lets the server read the site map from its shared package', async () => {
    const source = "import { siteMap } from '@meitheal/site-map';\nexport const x = siteMap;\n";
    expect(await ruleIdsFor('server/src/site/example.ts', source)).toEqual([]);
  });

  it('lets a remote import its own files and the shared packages', async () => {
    const source = "import App from './App';\nimport { Button } from '@meitheal/ui';\nexport const x = [App, Button];\n";
    expect(await ruleIdsFor('remotes/assessment/src/example.tsx', source)).toEqual([]);
  });

  it.each([
    ['remotes/tax-navigator/src/example.ts', 'zod'],
    ['shared/backend-client/src/example.ts', 'zod/v4'],
  ])('%s may not import classic %s, which is not tree-shakable', async (filePath, specifier) => {
    const source = `import { z } from '${specifier}';\nexport const x = z.string();\n`;
    expect(await ruleIdsFor(filePath, source)).toContain('no-restricted-imports');
  });

  it.each(['remotes/tax-navigator/src/example.test.ts', 'server/src/example.ts', 'supabase/functions/_shared/example.ts'])(
    '%s, outside the browser bundles, may import classic zod',
    async (filePath) => {
      const source = "import { z } from 'zod';\nexport const x = z.string();\n";
      expect(await ruleIdsFor(filePath, source)).toEqual([]);
    },
  );

  it('lets browser code import zod/mini', async () => {
    const source = "import * as z from 'zod/mini';\nexport const x = z.string();\n";
    expect(await ruleIdsFor('remotes/tax-navigator/src/example.ts', source)).toEqual([]);
  });

  it('finds import cycles', async () => {
    // http.ts imports errors.ts: errors.ts importing http.ts back closes a loop.
    const source = "import { json } from './http.ts';\nexport const x = json;\n";
    expect(await ruleIdsFor('supabase/functions/_shared/errors.ts', source)).toContain('import-x/no-cycle');
  });
});
