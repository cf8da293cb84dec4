// A page's `pattern` is code for the browser's backtracking regex engine, run on the service
// worker's only thread, where nothing can interrupt it. So a pattern runs only where its worst
// case is known to be small: it is parsed (ECMAScript syntax, `u` mode), features that defeat any
// bound (back-references, lookaround) are refused outright, and before each match the number of
// backtracking paths on a subject of that length is bounded from the parse. Too many, and the
// check is refused rather than risked.
import { RegExpParser } from '@eslint-community/regexpp';
import type { Alternative, Element, Pattern } from '@eslint-community/regexpp/ast';

/** Longest `pattern` we run, and the longest string we run one on. */
export const MAX_PATTERN_CHARS = 256;
export const MAX_PATTERN_SUBJECT_CHARS = 4096;
/**
 * Estimated backtracking steps allowed to all the pattern matches of one argument check together:
 * about a tenth of a second of matching at worst (`node --import tsx test/bench/schema-patterns.bench.ts`).
 */
export const MAX_PATTERN_STEPS = 3e7;

export class PatternRefused extends Error {}

export interface CompiledPattern {
  regex: RegExp;
  /** Upper bound on the steps a backtracking match takes on a subject of `length` UTF-16 units. */
  steps(length: number): number;
}

/** What is left of one argument check's MAX_PATTERN_STEPS, shared by all its matches. */
export interface StepBudget {
  left: number;
}

/** Paths through a node from one start position: alternatives add, a sequence multiplies, a repeat raises. */
function pathsOf(node: Pattern | Alternative | Element, n: number): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.reduce((sum, alt) => sum + pathsOf(alt, n), 0);
    case 'Alternative':
      return node.elements.reduce((product, el) => product * pathsOf(el, n), 1);
    case 'Quantifier': {
      const body = pathsOf(node.element, n);
      // Only n iterations can consume a character; the rest of a forced minimum may match empty.
      const most = Math.min(node.max, node.min + n);
      const counts = most - node.min + 1;
      return body === 1 ? counts : counts * body ** most;
    }
    case 'Character':
    case 'CharacterSet':
    case 'CharacterClass':
      return 1;
    case 'Assertion':
      if (node.kind === 'start' || node.kind === 'end' || node.kind === 'word') return 1;
      throw new PatternRefused('lookaround');
    case 'Backreference':
      throw new PatternRefused('a back-reference');
    default:
      throw new PatternRefused(`"${node.raw}"`);
  }
}

/** Nodes in the parse: the most steps one path can take through the pattern before it repeats. */
function nodeCount(node: Pattern | Alternative | Element): number {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return 1 + node.alternatives.reduce((sum, alt) => sum + nodeCount(alt), 0);
    case 'Alternative':
      return 1 + node.elements.reduce((sum, el) => sum + nodeCount(el), 0);
    case 'Quantifier':
      return 1 + nodeCount(node.element);
    default:
      return 1;
  }
}

/** Whether every top-level alternative starts with `^`, so only the first start position can match. */
function anchored(pattern: Pattern): boolean {
  return pattern.alternatives.every((alt) => alt.elements[0]?.type === 'Assertion' && alt.elements[0].kind === 'start');
}

/** Parses and compiles a page-supplied pattern, or says why it will not run. */
export function compilePattern(source: unknown): CompiledPattern {
  if (typeof source !== 'string') throw new PatternRefused('"pattern" is not text.');
  if (source.length > MAX_PATTERN_CHARS) throw new PatternRefused(`"pattern" is longer than ${MAX_PATTERN_CHARS} characters.`);
  let ast: Pattern;
  let regex: RegExp;
  try {
    ast = new RegExpParser().parsePattern(source, 0, source.length, { unicode: true });
    regex = new RegExp(source, 'u');
  } catch {
    throw new PatternRefused(`"pattern" ${JSON.stringify(source)} is not a valid regular expression.`);
  }
  try {
    pathsOf(ast, 0); // walks every node, so refused features are refused whatever the subject
  } catch (err) {
    if (err instanceof PatternRefused) throw new PatternRefused(`"pattern" ${JSON.stringify(source)} uses ${err.message}, which can make matching unboundedly slow.`);
    throw err;
  }
  const starts = anchored(ast) ? 1 : null;
  const nodes = nodeCount(ast);
  return { regex, steps: (length) => (starts ?? length + 1) * pathsOf(ast, length) * nodes };
}

/** Tests `subject` against a compiled pattern, refusing when the match could take too long. */
export function matchPattern(pattern: CompiledPattern, subject: string, budget: StepBudget): boolean {
  if (subject.length > MAX_PATTERN_SUBJECT_CHARS) throw new PatternRefused(`The value is longer than ${MAX_PATTERN_SUBJECT_CHARS} characters, too long to match against a page-supplied pattern.`);
  const steps = pattern.steps(subject.length);
  if (!(steps <= budget.left)) {
    throw new PatternRefused(
      `Matching ${JSON.stringify(pattern.regex.source)} on ${subject.length} characters could take ${steps.toPrecision(2)} backtracking steps; ` +
        `${budget.left.toPrecision(2)} of this check's ${MAX_PATTERN_STEPS.toPrecision(2)} are left.`,
    );
  }
  budget.left -= steps;
  return pattern.regex.test(subject);
}
