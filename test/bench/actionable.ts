// Counting what an agent can act on, the same way for both sides of the semantic benchmark:
// lines of our outline, and lines of Playwright's AI snapshot (`page.ariaSnapshot({mode: 'ai'})`)
// that carry a ref and either an interactive role or `[cursor=pointer]`. Playwright writes a
// line as YAML, quoting it when it holds YAML syntax (`- 'button "Add #1" [ref=e84]'`); those
// count like any other.
import { parseOutline } from '../../faculties/sdk/outline.ts';

/** Roles a person acts on, in both vocabularies (ARIA roles). */
export const ACTIONABLE_ROLES = new Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option',
  'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton', 'treeitem', 'listbox',
]);

export interface PlaywrightLine {
  role: string;
  name: string;
  ref: string | null;
  pointer: boolean;
}

/** A YAML scalar as Playwright's snapshot writes one: plain, 'single' ('' is a quote) or "double" (JSON escapes). */
function unquote(text: string): string {
  if (text.startsWith("'")) return text.slice(1, text.lastIndexOf("'")).replace(/''/g, "'");
  if (text.startsWith('"')) {
    try {
      return JSON.parse(text.slice(0, text.lastIndexOf('"') + 1)) as string;
    } catch {
      return text;
    }
  }
  return text;
}

export function parsePlaywrightSnapshot(yaml: string): PlaywrightLine[] {
  const out: PlaywrightLine[] = [];
  for (const raw of yaml.split('\n')) {
    const item = /^\s*- (.*)$/.exec(raw);
    if (!item) continue;
    const body = unquote(item[1]!);
    const head = /^([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(body);
    if (!head) continue;
    const ref = /\[ref=([a-z0-9]+)\]/.exec(body);
    out.push({ role: head[1]!, name: head[2] ? (JSON.parse(`"${head[2]}"`) as string) : '', ref: ref ? ref[1]! : null, pointer: body.includes('[cursor=pointer]') });
  }
  return out;
}

/** Lines of Playwright's snapshot an agent can act on. */
export function playwrightActionable(yaml: string): number {
  return parsePlaywrightSnapshot(yaml).filter((l) => l.ref !== null && (ACTIONABLE_ROLES.has(l.role) || l.pointer)).length;
}

/** Lines of our outline an agent can act on: every control (script-made clickables are `generic`). */
export function ourActionable(outline: string): number {
  return parseOutline(outline).filter((l) => l.fingerprint && (ACTIONABLE_ROLES.has(l.role) || l.role === 'generic')).length;
}
