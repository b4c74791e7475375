/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The feature boundaries of eslint.config.js (import-x/no-restricted-paths), checked with the repository's own
// configuration: a feature importing another feature, or the frame that composes it, is an error.
// ESLint loads its configuration with a dynamic import(), which Jest's module system refuses without
// --experimental-vm-modules: the lint runs in a plain Node process and reports its messages as JSON.
const repoRoot = path.resolve(__dirname, '../../../..');

interface Snippet {
  /** Where the snippet is linted as if it were, relative to the repository root (the file need not exist). */
  file: string;
  code: string;
}

interface Message {
  ruleId: string | null;
  message: string;
}

const LINT_SNIPPETS = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(snippets: Snippet[]): Message[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '--eval', LINT_SNIPPETS, JSON.stringify(snippets)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(output) as Message[][];
}

const boundaryErrors = (messages: Message[] | undefined) =>
  (messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths');

// The imported modules exist: the rule only judges imports it can resolve.
const importing = (from: string) =>
  `import * as imported from '${from}';\n\nexport const probe = imported;\n`;

describe('feature boundaries (eslint)', () => {
  let results: Message[][];

  beforeAll(() => {
    results = lint([
      {
        file: 'mf-profile/src/features/alerts/probe.ts',
        code: importing('../favorites/hooks/use-favourites'),
      },
      { file: 'mf-profile/src/features/alerts/probe.ts', code: importing('./hooks/use-alerts') },
      { file: 'mf-profile/src/features/alerts/probe.ts', code: importing('../../app/profile-area') },
      { file: 'mf-profile/src/components/probe.ts', code: importing('../features/alerts/hooks/use-alerts') },
      { file: 'mf-profile/src/app/probe.ts', code: importing('../features/alerts/hooks/use-alerts') },
      { file: 'mf-admin/src/features/users/probe.ts', code: importing('../reports/pages/reports-page') },
    ]);
  }, 120_000);

  it('refuses a feature importing another feature', () => {
    expect(boundaryErrors(results[0])).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('A feature does not import another feature'),
      }),
    ]);
    expect(boundaryErrors(results[5])).toHaveLength(1);
  });

  it('lets a feature import its own folder', () => {
    expect(boundaryErrors(results[1])).toEqual([]);
  });

  it('refuses a feature importing the frame (src/app)', () => {
    expect(boundaryErrors(results[2])).toEqual([
      expect.objectContaining({ message: expect.stringContaining('does not import the frame') }),
    ]);
  });

  it('refuses shared code importing a feature', () => {
    expect(boundaryErrors(results[3])).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Shared code') }),
    ]);
  });

  it('lets the frame compose the features', () => {
    expect(boundaryErrors(results[4])).toEqual([]);
  });
});
