// Counts the functions over 80 lines in the product's source (issue 30's figure): ESLint's own
// max-lines-per-function rule with its defaults (blank lines and comments count), over
// apps/server/src, apps/web/src and packages/domain/src, leaving out tests, the seed and data.
//   node scripts/long-functions.mjs          the count and each function, longest first
//   node scripts/long-functions.mjs --count  the count alone
import { ESLint } from 'eslint';

const MAX_LINES = 80;
const FOLDERS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const LEFT_OUT = /(\/seed\/|\.test\.tsx?$|\/data\/|\/gql\/|\/generated\/)/;

const eslint = new ESLint({
  overrideConfig: { rules: { 'max-lines-per-function': ['error', { max: MAX_LINES, IIFEs: true }] } },
  ruleFilter: ({ ruleId }) => ruleId === 'max-lines-per-function',
});
const found = [];
for (const result of await eslint.lintFiles(FOLDERS)) {
  if (LEFT_OUT.test(result.filePath)) continue;
  for (const message of result.messages) {
    if (message.ruleId !== 'max-lines-per-function') continue;
    const lines = Number(/\((\d+)\)/.exec(message.message)?.[1] ?? 0);
    found.push({ where: `${result.filePath.slice(process.cwd().length + 1)}:${message.line}`, lines });
  }
}
if (!process.argv.includes('--count')) {
  for (const { where, lines } of found.sort((a, b) => b.lines - a.lines)) console.log(`${lines}\t${where}`);
}
console.log(`${found.length} functions over ${MAX_LINES} lines`);
