// The official JSON-Schema-Test-Suite, every case, through the run-time schema checker that
// guards page tools' arguments. A case passes when the checker gives the suite's verdict or
// refuses the schema as unsupported; a wrong "valid" would let unchecked arguments reach a page.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { checkValue } from '../../faculties/clicks-and-clankers/webmcp/schema-check.ts';

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

type Outcome = 'right' | 'refused' | 'wrong-valid' | 'wrong-invalid';

function run(draft: string): { counts: Record<Outcome, number> & { cases: number }; wrong: string[] } {
  const counts = { cases: 0, right: 0, refused: 0, 'wrong-valid': 0, 'wrong-invalid': 0 };
  const wrong: string[] = [];
  for (const file of suiteFiles(join(SUITE, draft))) {
    const groups = JSON.parse(readFileSync(file, 'utf8')) as SuiteGroup[];
    for (const group of groups) {
      for (const t of group.tests) {
        counts.cases++;
        const r = checkValue(group.schema, t.data);
        let outcome: Outcome;
        if (!r.ok && r.kind === 'unsupported') outcome = 'refused';
        else if (r.ok === t.valid) outcome = 'right';
        else outcome = r.ok ? 'wrong-valid' : 'wrong-invalid';
        counts[outcome]++;
        if (outcome.startsWith('wrong')) wrong.push(`${outcome}: ${relative(SUITE, file)} / ${group.description} / ${t.description}${r.ok ? '' : ` (${r.message})`}`);
      }
    }
  }
  return { counts, wrong };
}

describe('JSON-Schema-Test-Suite through the run-time schema checker', () => {
  for (const draft of ['draft4', 'draft3']) {
    it(`${draft}: every case is right or refused as unsupported`, (t) => {
      const { counts, wrong } = run(draft);
      t.diagnostic(`${draft}: ${JSON.stringify(counts)}`);
      for (const w of wrong) t.diagnostic(w);
      assert.ok(counts.cases > 250, 'the suite was found and read');
      assert.deepEqual(wrong, []);
    });
  }
});
