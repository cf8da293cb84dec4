// "fill the booking form with name Ann, guests 2, time 20:00": the intent grammar's request for a
// page form tool (declarative WebMCP). Which tool, and which argument each pair fills, is decided
// by matching the person's words against the page's names and labels (searched, never obeyed);
// values are shaped by the tool's own schema. Pure, so it is tested alone.
import type { DiscoveredPageTool } from './untrusted-data.ts';

export interface FillRequest {
  /** The person's own words for the form ("booking"): the Navi's answers reuse them, not page text. */
  form: string;
  /** `key` null: the words were not split by `:` or `=` (the field words come first, matched later). */
  pairs: { key: string | null; value: string }[];
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const unquote = (s: string) => s.trim().replace(/^["'“‘](.*)["'”’]$/s, '$1').trim();

/** `fill [in|out] [the] <form> form with <field> <value>[, <field> <value>]...`; pairs as `field: v`, `field = v` or `field v`. */
export function parseFillRequest(text: string): FillRequest | null {
  const m = /^fill (?:in |out )?(?:the )?(.+?) form with (.+)$/i.exec(text);
  if (!m) return null;
  const pairs: FillRequest['pairs'] = [];
  for (const part of m[2]!.split(/\s*[,;]\s*(?:and\s+)?/)) {
    // `key: value` needs the space after the colon, so "time 20:00" stays one value.
    const p = /^(.+?)(?:\s*=\s*|:\s+)(.+)$/.exec(part);
    if (p) pairs.push({ key: unquote(p[1]!), value: unquote(p[2]!) });
    else if (/\S\s+\S/.test(part)) pairs.push({ key: null, value: part.trim() });
    else return null;
  }
  return pairs.length ? { form: unquote(m[1]!), pairs } : null;
}

/** Word stems long enough to mean something: "booking" and "book" both give "book". */
function stems(text: string): string[] {
  return norm(text)
    .split(/[^a-z0-9]+/)
    .map((w) => w.replace(/(ing|ings|s)$/, ''))
    .filter((w) => w.length >= 3);
}

/** The one form tool whose name, title or description shares a word with the person's, or null. */
export function pickFormTool(tools: readonly DiscoveredPageTool[], words: string): DiscoveredPageTool | null {
  const want = stems(words);
  const forms = tools.filter((t) => t.form);
  const score = (t: DiscoveredPageTool) => {
    const byName = stems(`${t.name} ${t.title}`);
    const byText = stems(t.description);
    return want.some((w) => byName.includes(w)) ? 2 : want.some((w) => byText.includes(w)) ? 1 : 0;
  };
  const best = Math.max(0, ...forms.map(score));
  const top = forms.filter((t) => best > 0 && score(t) === best);
  return top.length === 1 ? top[0]! : null;
}

interface PropSchema {
  type?: unknown;
  description?: unknown;
  title?: unknown;
  enum?: unknown;
  anyOf?: unknown;
  items?: unknown;
}

/** The option a word names: its value or its title, case-insensitively; the word itself otherwise. */
function option(schema: PropSchema | undefined, word: string): string {
  const choices = Array.isArray(schema?.anyOf) ? (schema.anyOf as { const?: unknown; title?: unknown }[]) : [];
  const hit = choices.find((c) => (typeof c.const === 'string' && norm(c.const) === norm(word)) || (typeof c.title === 'string' && norm(c.title) === norm(word)));
  if (hit && typeof hit.const === 'string') return hit.const;
  const plain = Array.isArray(schema?.enum) ? (schema.enum as unknown[]).find((v) => typeof v === 'string' && norm(v) === norm(word)) : undefined;
  return typeof plain === 'string' ? plain : word;
}

function shaped(schema: PropSchema | undefined, value: string): unknown {
  switch (schema?.type) {
    case 'number':
    case 'integer': {
      const n = Number(value);
      return Number.isFinite(n) && value.trim() !== '' ? n : value;
    }
    case 'boolean':
      if (/^(yes|true|on|checked|y)$/i.test(value)) return true;
      if (/^(no|false|off|unchecked|n)$/i.test(value)) return false;
      return value;
    case 'array':
      return value.split(/\s+(?:and|&|\+)\s+|\s*\+\s*/).map((v) => option(schema.items as PropSchema | undefined, v.trim()));
    default:
      return option(schema, value);
  }
}

/**
 * The arguments for the pairs: each key is a control name, or words of exactly one control's
 * label (the schema's description or title); otherwise the first key that matches no control.
 */
export function formArguments(tool: DiscoveredPageTool, pairs: FillRequest['pairs']): { args: Record<string, unknown> } | { unknownKey: string } {
  const props = (tool.inputSchema?.properties ?? {}) as Record<string, PropSchema>;
  const names = Object.keys(props);
  const control = (key: string): string | undefined => {
    const exact = names.find((n) => norm(n) === norm(key));
    if (exact) return exact;
    const byLabel = names.filter((n) => [props[n]?.description, props[n]?.title].some((l) => typeof l === 'string' && norm(l).includes(norm(key))));
    return byLabel.length === 1 ? byLabel[0] : undefined;
  };
  const args: Record<string, unknown> = {};
  for (const pair of pairs) {
    let name: string | undefined;
    let value = pair.value;
    if (pair.key !== null) name = control(pair.key);
    else {
      // "your name Ann Lee": the longest run of leading words that names a control is the key.
      const words = pair.value.split(/\s+/);
      for (let i = words.length - 1; i >= 1 && !name; i--) {
        name = control(words.slice(0, i).join(' '));
        value = unquote(words.slice(i).join(' '));
      }
    }
    if (!name) return { unknownKey: pair.key ?? pair.value.split(/\s+/)[0]! };
    args[name] = shaped(props[name], value);
  }
  return { args };
}
