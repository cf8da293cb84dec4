// What the pattern step bound allows at its edge: for each hostile or common pattern, the longest
// subject the bound lets it run on, and how long V8 then takes on that subject's worst case.
// The claim in docs/security-model.md ("about a tenth of a second at worst") rests on this table.
import { compilePattern, MAX_PATTERN_STEPS, MAX_PATTERN_SUBJECT_CHARS } from '../../faculties/webmcp/schema-pattern.ts';
import { printTable } from '../support/stats.ts';

/** Pattern, and the subject of length n that makes it backtrack most. */
const CASES: [string, (n: number) => string][] = [
  ['^(a+)+$', (n) => 'a'.repeat(n - 1) + '!'],
  ['^(a|a)*$', (n) => 'a'.repeat(n - 1) + '!'],
  ['^(\\w+\\s?)*$', (n) => 'a'.repeat(n - 1) + '!'],
  ['(x+x+)+y', (n) => 'x'.repeat(n)],
  ['a*a*a*b', (n) => 'a'.repeat(n)],
  ['\\d+\\d+x', (n) => '1'.repeat(n)],
  ['.*.*.*=.*', (n) => 'x'.repeat(n)],
  ['(a|a)'.repeat(12) + 'b', (n) => 'a'.repeat(n)],
  ['(a|a)'.repeat(15) + 'b', (n) => 'a'.repeat(n)],
  ['^\\S+@\\S+\\.\\S+$', (n) => '@.'.repeat(Math.ceil(n / 2)).slice(0, n - 1) + ' '],
  ['^[a-z0-9]+(?:-[a-z0-9]+)*$', (n) => 'a-'.repeat(Math.ceil(n / 2)).slice(0, n - 1) + '!'],
  ['[a-z]+!', (n) => 'a'.repeat(n)],
  ['^[a-z0-9-]+$', (n) => 'a'.repeat(n - 1) + '!'],
  ['^(\\d{1,3}\\.){3}\\d{1,3}$', (n) => '1'.repeat(n)],
];

const rows: (string | number)[][] = [];
for (const [source, worst] of CASES) {
  const pattern = compilePattern(source);
  let n = 0;
  for (let hi = MAX_PATTERN_SUBJECT_CHARS; n < hi; ) {
    const mid = Math.ceil((n + hi) / 2);
    if (pattern.steps(mid) <= MAX_PATTERN_STEPS) n = mid;
    else hi = mid - 1;
  }
  if (n === 0) {
    rows.push([source, 0, '-', '-']);
    continue;
  }
  const subject = worst(n);
  const t = performance.now();
  pattern.regex.test(subject);
  rows.push([source, n, pattern.steps(n).toPrecision(2), performance.now() - t]);
}
printTable(['pattern', 'longest subject allowed', 'bound (steps)', 'worst-case match (ms)'], rows);
