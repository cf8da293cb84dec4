// The official JSON-Schema-Test-Suite, every case, through the run-time schema checker that
// guards page tools' arguments. A case passes when the checker gives the suite's verdict or
// refuses the schema as unsupported; a wrong "valid" would let unchecked arguments reach a page.
// A `format` the checker does not know is an annotation (JSON Schema 2020-12, §7.2: formats assert
// only under the format-assertion vocabulary), so the suite's optional format cases for such a
// name are counted apart, and only where the suite expected "invalid" and the checker said "valid".
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { checkValue } from '../../faculties/webmcp/schema-check.ts';
import { formatRole } from '../../faculties/webmcp/schema-format.ts';

interface SuiteCase { description: string; data: unknown; valid: boolean }
interface SuiteGroup { description: string; schema: unknown; tests: SuiteCase[] }

const SUITE = join(dirname(createRequire(import.meta.url).resolve('json-schema-test-suite/package.json')), 'tests');

/** Every .json file under a draft's folder, `optional/` included. */
function suiteFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return suiteFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/**
 * Cases whose verdict a later draft reversed. The checker implements JSON Schema 2020-12, so
 * here it must give the later verdict; each is listed by file, group and case, with the reason.
 */
const LATER_DRAFT_VERDICTS: { file: string; group: string; test: string; valid: boolean; why: string }[] = [
  ...['draft3', 'draft4'].map((draft) => ({
    file: `${draft}/optional/zeroTerminatedFloats.json`,
    group: 'some languages do not distinguish between different types of numeric value',
    test: 'a float is not an integer even without fractional part',
    valid: true,
    why: 'since draft 6 a number with a zero fractional part is an integer (and JSON.parse cannot tell 1.0 from 1)',
  })),
  {
    file: 'draft3/optional/format.json',
    group: 'validation of time strings',
    test: 'a valid time string',
    valid: false,
    why: 'since draft 7 "time" is RFC 3339 full-time, whose UTC offset draft 3\'s "08:30:06" lacks',
  },
];

type Outcome = 'right' | 'refused' | 'later-draft' | 'format-annotation' | 'wrong-valid' | 'wrong-invalid';

/** Whether the group's schema is exactly one `format` the checker reads as an annotation. */
function annotationFormat(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const { format, ...rest } = schema as Record<string, unknown>;
  return typeof format === 'string' && formatRole(format) === 'annotation' && Object.keys(rest).length === 0;
}

function run(draft: string): { counts: Record<Outcome, number> & { cases: number }; refusals: Map<string, number>; wrong: string[] } {
  const refusals = new Map<string, number>();
  const counts = { cases: 0, right: 0, refused: 0, 'later-draft': 0, 'format-annotation': 0, 'wrong-valid': 0, 'wrong-invalid': 0 };
  const wrong: string[] = [];
  for (const file of suiteFiles(join(SUITE, draft))) {
    const groups = JSON.parse(readFileSync(file, 'utf8')) as SuiteGroup[];
    for (const group of groups) {
      for (const t of group.tests) {
        counts.cases++;
        const r = checkValue(group.schema, t.data);
        const name = relative(SUITE, file);
        const later = LATER_DRAFT_VERDICTS.find((c) => c.file === name && c.group === group.description && c.test === t.description);
        const expected = later?.valid ?? t.valid;
        let outcome: Outcome;
        if (!r.ok && r.kind === 'unsupported') outcome = 'refused';
        else if (r.ok === expected) outcome = later ? 'later-draft' : 'right';
        else if (r.ok && annotationFormat(group.schema)) outcome = 'format-annotation';
        else outcome = r.ok ? 'wrong-valid' : 'wrong-invalid';
        counts[outcome]++;
        if (!r.ok && outcome === 'refused') {
          const keyword = /"([^"]+)"/.exec(r.message)?.[1] ?? r.message;
          refusals.set(keyword, (refusals.get(keyword) ?? 0) + 1);
        }
        if (outcome.startsWith('wrong')) wrong.push(`${outcome}: ${name} / ${group.description} / ${t.description}${r.ok ? '' : ` (${r.message})`}`);
      }
    }
  }
  return { counts, refusals, wrong };
}

describe('JSON-Schema-Test-Suite through the run-time schema checker', () => {
  for (const draft of ['draft4', 'draft3']) {
    it(`${draft}: every case is right or refused as unsupported`, (t) => {
      const { counts, refusals, wrong } = run(draft);
      t.diagnostic(`${draft}: ${JSON.stringify(counts)}`);
      t.diagnostic(`${draft} refused, by keyword: ${[...refusals].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
      for (const w of wrong) t.diagnostic(w);
      assert.ok(counts.cases > 250, 'the suite was found and read');
      assert.deepEqual(wrong, []);
      assert.equal(counts['later-draft'], LATER_DRAFT_VERDICTS.filter((c) => c.file.startsWith(`${draft}/`)).length, 'every later-draft case was met');
    });
  }
});
