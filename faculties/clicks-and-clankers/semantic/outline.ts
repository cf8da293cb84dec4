// The snapshot's text form: one element per line, two spaces of indent per enclosing landmark.
//
//   <role>[ "<name>"][ @<fingerprint>][ <state>]*
//
// Names and values are JSON strings, so page text can never break out of its line or fake one
// (a newline or quote in a label stays escaped). States are bare words (`disabled`, `checked`,
// `mixed`, `expanded`, `collapsed`, `selected`, `pressed`, `required`, `readonly`, `focused`),
// `key=value` pairs (`level=2`, `frame=3`, `withheld=12`, `blocked:<reason>`), and the value
// written `="..."`. It is far smaller than an accessibility tree because static text is left to
// `browser.semantic.extract`.

export interface OutlineLine {
  depth: number;
  role: string;
  name: string;
  fingerprint: string | null;
  value?: string;
  /** Bare states map to true; `k=v` and `blocked:r` map to their value. */
  states: Record<string, string | true>;
}

export function formatLine(line: OutlineLine): string {
  let out = '  '.repeat(line.depth) + line.role;
  if (line.name) out += ` ${JSON.stringify(line.name)}`;
  if (line.fingerprint) out += ` @${line.fingerprint}`;
  for (const [k, v] of Object.entries(line.states)) out += v === true ? ` ${k}` : k === 'blocked' ? ` blocked:${v}` : ` ${k}=${v}`;
  if (line.value !== undefined) out += ` =${JSON.stringify(line.value)}`;
  return out;
}

const HEAD = /^( *)([a-z][a-z-]*)(?: ("(?:[^"\\]|\\.)*"))?(?: @([0-9a-z]{8}))?/;

/** Reads an outline back into lines (tests, and AI Echo's own display); unknown text is skipped. */
export function parseOutline(outline: string): OutlineLine[] {
  const lines: OutlineLine[] = [];
  for (const raw of outline.split('\n')) {
    const head = HEAD.exec(raw);
    if (!head) continue;
    const line: OutlineLine = {
      depth: head[1]!.length / 2,
      role: head[2]!,
      name: head[3] ? (JSON.parse(head[3]) as string) : '',
      fingerprint: head[4] ?? null,
      states: {},
    };
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
