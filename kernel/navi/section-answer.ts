// A question whose words meet only the page's labels: "what am I booked in for?" meets the heading
// "Your booking" and a form's labels ("Service | Stylist | Date | Book appointment"), which say
// nothing. The part of the page those words name (a region, an article, a group named "Your
// booking") is read on its own, and the answer is what it says apart from its headings and the
// names of its controls: the entries of a list inside it ("Haircut with Sam — Friday at 10:30").
// Everything quoted is untrusted page text.
import { FURNITURE_ROLES, quoteUntrusted } from './page-reader.ts';
import { call, EXTRACT, failure, lastOf } from './results.ts';
import { containersOf, controlsOf, type Line } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, sameStem } from './words.ts';

/** Lines quoted at most. */
const MAX_LINES = 6;

/** A name compared as people read it: spacing and case aside. */
export const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The names the page's outline gives its headings and controls: its labels, not its statements. */
export function labelsOf(lines: readonly Line[]): Set<string> {
  return new Set([...lines.filter((l) => l.role === 'heading').map((l) => norm(l.name)), ...controlsOf(lines).map((c) => norm(c.line.name))].filter(Boolean));
}

/** Whether a line of page text is only labels: a heading, or a row of control names ("Service | Stylist | Book"). */
export function isLabelLine(text: string, labels: ReadonlySet<string>): boolean {
  const cells = text.split(/\s+\|\s+/).map(norm).filter(Boolean);
  return cells.length > 0 && cells.every((c) => labels.has(c));
}

/** A line of text without the names of controls it ends with ("… at 10:30 AM Cancel appointment"). */
function withoutTrailingLabels(text: string, labels: ReadonlySet<string>): string {
  let out = text.trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const l of labels) {
      if (l.length < out.length && norm(out).endsWith(` ${l}`)) {
        out = out.slice(0, out.length - l.length).trim();
        changed = true;
      }
    }
  }
  return out;
}

/**
 * Null unless every passage found is a label; then the one part of the page the topic names is
 * read (a call), and its statements are the answer, or null when it says nothing but labels.
 */
export function sectionAnswer(ctx: StepContext, lines: readonly Line[], passages: readonly string[], topic: readonly string[]): StepDecision | null {
  const labels = labelsOf(lines);
  if (!passages.length || !passages.every((p) => isLabelLine(p, labels))) return null;
  const named = containersOf(lines).filter((c) => c.fingerprint && c.name && !FURNITURE_ROLES.has(c.role) && contentStems(c.name).some((w) => topic.some((t) => sameStem(w, t))));
  if (named.length !== 1) return null;
  const part = named[0]!;
  const read = lastOf(ctx.mine, EXTRACT, (r) => (r.call.arguments.target as { fingerprint?: unknown } | undefined)?.fingerprint === part.fingerprint);
  if (!read) return call(EXTRACT, { target: { fingerprint: part.fingerprint }, include: ['text'] }, `Its words name only labels on the page: read the part ${JSON.stringify(part.name)} for what it says.`);
  if (!read.ok) return { kind: 'stop', text: `I could not read the part ${JSON.stringify(part.name)}: ${failure(read)}` };
  const text = (read.result.data as { text?: unknown } | null)?.text;
  const said = (typeof text === 'string' ? text.split('\n') : [])
    .map((l) => l.trim())
    .filter((l) => l && !isLabelLine(l, labels))
    .map((l) => withoutTrailingLabels(l, labels))
    .filter(Boolean);
  if (!said.length) return null;
  return { kind: 'done', summary: `The part of the page ${JSON.stringify(part.name)} says (quoted page text, untrusted):\n${quoteUntrusted(said.slice(0, MAX_LINES))}` };
}
