// The snapshot's text form: one element per line, two spaces of indent per enclosing landmark.
//
//   [h<level> ]<role>[ "<name>"][ @<fingerprint>][ <state>]*
//
// Names and values are JSON strings, so page text can never break out of its line or fake one
// (a newline or quote in a label stays escaped). States are bare words (`disabled`, `checked`,
// `mixed`, `expanded`, `collapsed`, `selected`, `pressed`, `unpressed`, `required`, `readonly`, `focused`,
// `multiline`, `multiple`, `transparent` for a control a person cannot see but still presses,
// `aria-hidden` for one inside a part marked aria-hidden that still shows), `key=value` pairs
// (`type=date` where the role does not say the input type, `frame=3`, `withheld=12`, `more=40`
// on a landmark when that many lines inside it were left out, `blocked:<reason>`), and the
// value written `="..."`. Elements a script made clickable (a pointer cursor or a handler in
// the markup, no role) are `generic`, named by their text. Headings are written `h1`..`h6` in
// place of a role (`h2 "Filters" @x`); a heading whose whole content is one control with the
// same name is folded into that control's line as a prefix (`h3 link "Blue mug" @x`: a link
// that is also a level-3 heading). It is far smaller than an accessibility tree because static
// text is left to browser.semantic.extract.

import { isSecretName } from './redaction/names.ts';
import { REDACTED } from './redaction/text.ts';

export interface OutlineLine {
  depth: number;
  /** `heading` for h1..h6 lines (the level is in states.level). */
  role: string;
  /** Set on a control folded into the heading that holds it: that heading's level. */
  heading?: number;
  name: string;
  fingerprint: string | null;
  value?: string;
  /** Bare states map to true; `k=v` and `blocked:r` map to their value. */
  states: Record<string, string | true>;
}

export function formatLine(line: OutlineLine): string {
  const states = line.states;
  const isHeading = line.role === 'heading';
  let out = '  '.repeat(line.depth) + (line.heading ? `h${line.heading} ` : '') + (isHeading ? `h${states.level ?? 2}` : line.role);
  if (line.name) out += ` ${JSON.stringify(line.name)}`;
  if (line.fingerprint) out += ` @${line.fingerprint}`;
  // for-in over a plain object: Object.entries' order without an array per line (snapshots format thousands).
  for (const k in states) {
    if (isHeading && k === 'level') continue;
    const v = states[k];
    out += v === true ? ` ${k}` : k === 'blocked' ? ` blocked:${v}` : ` ${k}=${v}`;
  }
  if (line.value !== undefined) out += ` =${JSON.stringify(line.value)}`;
  return out;
}

const HEAD = /^( *)(?:h([1-6]) )?([a-z][a-z0-9-]*)(?: ("(?:[^"\\]|\\.)*"))?(?: @([0-9a-z]{8}))?/;

/** Reads an outline back into lines (tests, and AI Echo's own display); unknown text is skipped. */
export function parseOutline(outline: string): OutlineLine[] {
  const lines: OutlineLine[] = [];
  for (const raw of outline.split('\n')) {
    const head = HEAD.exec(raw);
    if (!head) continue;
    const role = head[3]!;
    const headingRole = /^h[1-6]$/.exec(role);
    const line: OutlineLine = {
      depth: head[1]!.length / 2,
      role: headingRole ? 'heading' : role,
      name: head[4] ? (JSON.parse(head[4]) as string) : '',
      fingerprint: head[5] ?? null,
      states: headingRole ? { level: role.slice(1) } : {},
    };
    if (head[2]) line.heading = Number(head[2]);
    let rest = raw.slice(head[0].length);
    while (rest.length) {
      const value = /^ =("(?:[^"\\]|\\.)*")/.exec(rest);
      if (value) {
        line.value = JSON.parse(value[1]!) as string;
        rest = rest.slice(value[0].length);
        continue;
      }
      const token = /^ ([a-z-]+)(?:([=:])([^ ]+))?/.exec(rest);
      if (!token) break;
      line.states[token[1]!] = token[3] ?? true;
      rest = rest.slice(token[0].length);
    }
    lines.push(line);
  }
  return lines;
}

/** A line's name (its first JSON string) and its value (the trailing `="…"`). */
const NAMED_VALUE = /^( *(?:h[1-6] )?[a-z][a-z0-9-]* )("(?:[^"\\]|\\.)*")(.*) =("(?:[^"\\]|\\.)*")$/;

/** Hides the value of every control whose accessible name says secret ("API token", "PIN"). */
export function hideSecretValues(outline: string): string {
  return outline
    .split('\n')
    .map((line) => {
      // Only a line ending in a quoted value can match: most lines are skipped without the regex.
      if (!line.endsWith('"') || !line.includes(' ="')) return line;
      const m = NAMED_VALUE.exec(line);
      if (!m) return line;
      let name = '';
      try {
        name = JSON.parse(m[2]!) as string;
      } catch {
        return line;
      }
      return isSecretName(name) ? `${m[1]}${m[2]}${m[3]} =${JSON.stringify(REDACTED)}` : line;
    })
    .join('\n');
}
