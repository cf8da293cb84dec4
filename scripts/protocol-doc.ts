// `npm run docs` writes docs/protocol.md from the modules that define the wire: the frame schemas
// and constants of browser-bridge/protocol.ts and the error codes of browser-bridge/errors.ts.
// Nothing here knows a frame by name: a new frame, field or code shows up on the next run, and
// test/node/protocol-doc.test.ts fails until it is regenerated.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as errors from '../browser-bridge/errors.ts';
import * as protocol from '../browser-bridge/protocol.ts';

type Schema = Record<string, unknown> & {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  description?: string;
};

const root = resolve(import.meta.dirname, '..');

/** Exported schemas of protocol.ts, by identity, so a field that reuses one links to its section. */
function namedSchemas(): Map<unknown, string> {
  const named = new Map<unknown, string>();
  for (const [name, value] of Object.entries(protocol)) {
    if (name.endsWith('Schema') && value && typeof value === 'object') named.set(value, name);
  }
  return named;
}

const esc = (s: string) => s.replaceAll('|', '\\|');
const code = (s: string) => `\`${esc(s)}\``;

function constraints(s: Schema): string[] {
  const out: string[] = [];
  for (const [key, label] of [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
  ] as const) {
    if (typeof s[key] === 'number') out.push(`${label} ${s[key]}`);
  }
  if (typeof s.pattern === 'string') out.push(`pattern ${code(s.pattern)}`);
  return out;
}

/** A field's type in words: literals, unions of literals, arrays, records, named schemas. */
function typeOf(s: Schema, named: Map<unknown, string>): string {
  const name = named.get(s);
  if (name) return `[${name.replace(/Schema$/, '')}](#${anchor(name)})`;
  if (s.const !== undefined) return code(JSON.stringify(s.const));
  if (s.anyOf) {
    if (JSON.stringify(s.anyOf.map((m) => m.const)) === JSON.stringify(errors.ERROR_CODES)) return '[error code](#error-codes)';
    const parts = s.anyOf.map((m) => typeOf(m, named));
    return parts.length > 6 ? `one of ${parts.length} values` : parts.join(' or ');
  }
  if (s.type === 'array' && s.items) return `array of ${typeOf(s.items, named)}`;
  if (s.type === 'object') return s.properties ? 'object' : 'object (any keys)';
  if (s.type) return s.type;
  return 'any JSON value';
}

function anchor(name: string): string {
  return name.replace(/Schema$/, '').toLowerCase();
}

function fieldTable(s: Schema, named: Map<unknown, string>): string[] {
  const required = new Set(s.required ?? []);
  const rows = Object.entries(s.properties ?? {}).map(([field, f]) => {
    const notes = [...constraints(f), ...(f.description ? [esc(f.description)] : [])].join('; ');
    return `| ${code(field)} | ${typeOf(f, named)} | ${required.has(field) ? 'yes' : 'no'} | ${notes} |`;
  });
  return ['| field | type | required | notes |', '| --- | --- | --- | --- |', ...rows];
}

/** The `type` literals an object frame accepts, e.g. `invoke` / `control`. */
function frameTypes(s: Schema): string[] {
  const t = s.properties?.type;
  if (!t) return [];
  if (t.const !== undefined) return [String(t.const)];
  return (t.anyOf ?? []).map((m) => String(m.const));
}

function frameSection(title: string, union: Schema, named: Map<unknown, string>): string[] {
  const lines = [`## ${title}`, ''];
  if (union.description) lines.push(union.description, '');
  for (const frame of union.anyOf ?? [union]) {
    const types = frameTypes(frame);
    const variant = frame.properties?.ok?.const !== undefined ? ` (ok: ${String(frame.properties.ok.const)})` : '';
    lines.push(`### ${types.map(code).join(' / ')}${variant}`, '');
    if (frame.description) lines.push(frame.description, '');
    lines.push(...fieldTable(frame, named), '');
  }
  return lines;
}

/**
 * The codes of errors.ts in source order, each under the comment that heads its group there.
 * The import is the truth: a code the source scan cannot place fails loudly, never silently.
 */
function errorGroups(): { heading: string; codes: string[] }[] {
  const source = readFileSync(resolve(root, 'browser-bridge/errors.ts'), 'utf8');
  const body = /ERROR_CODES\s*=\s*\[([\s\S]*?)\]\s*as const/.exec(source)?.[1];
  if (!body) throw new Error('browser-bridge/errors.ts: no ERROR_CODES array literal found.');
  const groups: { heading: string; codes: string[] }[] = [];
  let comment: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const note = /^\/\/\s?(.*)$/.exec(line);
    if (note) {
      comment.push(note[1]!);
      continue;
    }
    for (const m of line.matchAll(/'([a-z-]+)'/g)) {
      if (comment.length || !groups.length) groups.push({ heading: comment.join(' '), codes: [] });
      comment = [];
      groups.at(-1)!.codes.push(m[1]!);
    }
  }
  const scanned = groups.flatMap((g) => g.codes);
  if (JSON.stringify(scanned) !== JSON.stringify(errors.ERROR_CODES)) {
    throw new Error('browser-bridge/errors.ts: the ERROR_CODES literal and the exported list differ; keep one code per quoted string.');
  }
  return groups;
}

export function renderProtocolMarkdown(): string {
  const named = namedSchemas();
  const constants = Object.entries(protocol).filter(([name, value]) => /^[A-Z][A-Z0-9_]*$/.test(name) && (typeof value === 'number' || typeof value === 'string'));
  const lines = [
    '# Bridge protocol',
    '',
    '<!-- Generated by `npm run docs` from browser-bridge/protocol.ts and browser-bridge/errors.ts; do not edit. A test fails when they drift. -->',
    '',
    'The OS page and the extension talk over one `chrome.runtime` port. Every frame is JSON, at most',
    '`MAX_FRAME_BYTES`, and validated on receipt by a validator compiled at build time from the schemas',
    'below; a frame that fails is answered with a typed error, never acted on. How a call travels is in',
    '[architecture.md](architecture.md).',
    '',
    '## Constants',
    '',
    '| name | value |',
    '| --- | --- |',
    ...constants.map(([name, value]) => `| ${code(name)} | ${code(String(value))} |`),
    '',
    ...frameSection('Frames the OS page sends', protocol.clientFrameSchema as unknown as Schema, named),
    ...frameSection('Frames the extension sends', protocol.extensionFrameSchema as unknown as Schema, named),
    '## Shared shapes',
    '',
  ];
  for (const [schema, name] of named) {
    if (schema === protocol.clientFrameSchema || schema === protocol.extensionFrameSchema) continue;
    const s = schema as Schema;
    lines.push(`### ${name.replace(/Schema$/, '')}`, '');
    if (s.description) lines.push(s.description, '');
    lines.push(...(s.properties ? fieldTable(s, new Map([...named].filter(([k]) => k !== schema))) : [`${typeOf(s, new Map())}`]), '');
  }
  lines.push('## Error codes', '', 'Every failure carries one of these codes and a human message (`BridgeError(code, message, detail)`).', '');
  for (const group of errorGroups()) {
    if (group.heading) lines.push(`**${group.heading[0]!.toUpperCase()}${group.heading.slice(1)}**`, '');
    lines.push(group.codes.map(code).join(', '), '');
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? 'docs/protocol.md';
  writeFileSync(resolve(root, out), renderProtocolMarkdown());
  console.log(`wrote ${out}`);
}
