// Finds the control a person means in a snapshot outline, by meaning rather than exact name:
// accessible names and the region around a control (its landmarks and the heading above it),
// role words ("button", "link", "field", "box", "tab", "dropdown", "pop-up"), ordinals ("the
// third checkbox"), and the verb itself when it names the control ("save", "pay", "add").
// Several equally good candidates come back as such: the caller asks, it never guesses.
import type { OutlineLine } from '../../faculties/sdk/outline.ts';
import { markNameHolders, preferInner } from './inner-names.ts';
import { contentStems, meaningsOf, sameStem, splitWords, stem, type Meaning } from './words.ts';

export type Line = OutlineLine & { frameId: number };

export interface Control {
  line: Line;
  /** Names of the landmarks around it, innermost last, with their roles. */
  landmarks: { role: string; name: string; fingerprint: string | null }[];
  /** The heading right above it inside the same landmark. */
  heading: string | null;
  /** Position among all controls, for ordinals. */
  index: number;
  /** A tree item, row or list item whose name is only the names of the controls inside it (inner-names.ts). */
  namedByInside?: true;
}

const LANDMARKS = new Set(['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'search', 'form', 'dialog', 'alertdialog', 'region', 'group', 'tablist', 'menu', 'menubar', 'toolbar', 'radiogroup', 'tree', 'grid']);

/** The innermost dialog a control sits in (an alert dialog too), by its landmarks; undefined outside one. */
export const dialogOf = (c: Control) => c.landmarks.findLast((l) => l.role === 'dialog' || l.role === 'alertdialog');

/** A control as the semantic actions' target argument (its frame too, when not the top one). */
export const targetOf = (c: Control) => ({ target: { fingerprint: c.line.fingerprint }, ...(c.line.frameId ? { frameId: c.line.frameId } : {}) });

/** Every control in an outline with what surrounds it. */
export function controlsOf(lines: readonly Line[]): Control[] {
  const out: Control[] = [];
  const stack: Line[] = [];
  const headings = new Map<number, string>();
  for (const line of lines) {
    while (stack.length && stack.at(-1)!.depth >= line.depth) stack.pop();
    if (LANDMARKS.has(line.role)) {
      stack.push(line);
      headings.delete(line.depth + 1);
      continue;
    }
    if (line.role === 'heading') {
      headings.set(line.depth, line.name);
      continue;
    }
    if (!line.fingerprint) continue;
    const heading = line.heading ? line.name : (headings.get(line.depth) ?? null);
    out.push({ line, landmarks: stack.map((l) => ({ role: l.role, name: l.name, fingerprint: l.fingerprint })), heading, index: out.length });
    if (line.heading) headings.set(line.depth, line.name);
  }
  return markNameHolders(out);
}

/** Role words people use, and the roles they mean. */
const ROLE_WORDS: [RegExp, string[]][] = [
  [/\b(?:check ?box|tick ?box)(?:es)?\b/i, ['checkbox', 'menuitemcheckbox']],
  [/\b(?:search (?:box|bar|field))\b/i, ['searchbox', 'textbox']],
  [/\b(?:text ?box|text field|input|field|text area)s?\b/i, ['textbox', 'searchbox', 'spinbutton', 'combobox']],
  // A bare "box" is a checkbox to someone ticking it and a text box to someone typing.
  [/\bbox(?:es)?\b/i, ['checkbox', 'textbox', 'searchbox', 'spinbutton', 'combobox']],
  [/\b(?:switch|toggle)(?:es)?\b/i, ['switch', 'checkbox']],
  [/\bradio(?: button)?s?\b/i, ['radio']],
  [/\b(?:drop-?down|select|picker|menu|list ?box)s?\b/i, ['combobox', 'listbox', 'menu', 'menuitem']],
  [/\bbuttons?\b/i, ['button']],
  [/\blinks?\b/i, ['link']],
  [/\btabs?\b/i, ['tab']],
  [/\boptions?\b/i, ['option', 'radio', 'menuitem']],
];

/** Container words and the landmark roles they mean. */
const CONTAINER_WORDS: [RegExp, string[]][] = [
  [/\b(?:pop-?ups?|modals?|dialogs?|overlays?|lightbox|window)\b/i, ['dialog', 'alertdialog', 'region']],
  [/\b(?:banners?|bars?|notices?|notifications?)\b/i, ['region', 'banner', 'dialog', 'alertdialog', 'complementary', 'contentinfo']],
  [/\b(?:header|top of the page)\b/i, ['banner']],
  [/\b(?:footer|bottom of the page)\b/i, ['contentinfo']],
  [/\b(?:sidebar|side bar)\b/i, ['complementary']],
  [/\b(?:nav|navigation)\b/i, ['navigation']],
  [/\bform\b/i, ['form']],
];

/** Button names that close or dismiss whatever holds them. */
const CLOSERS = /^(?:close|dismiss|×|✕|✖|x|no,? thanks|not now|maybe later|cancel|skip|hide|got it|close (?:dialog|window|banner|pop-?up))\b/i;

export function roleWordsIn(text: string): { roles: string[]; span: { start: number; end: number } } | null {
  for (const [re, roles] of ROLE_WORDS) {
    const m = re.exec(text);
    if (m) return { roles, span: { start: m.index, end: m.index + m[0].length } };
  }
  return null;
}

/** "… on the billing form", "… in the privacy section": a region named at the end of the words. */
const SCOPE = /\s+(?:on|in|inside|within|under)\s+(?:the\s+|my\s+|this\s+|your\s+)?([^,;]*?)\s*\b(?:forms?|tabs?|sections?|panels?|panes?|pages?|screens?|dialogs?|windows?|pop-?ups?|sidebars?|areas?|cards?|menus?)\s*[.!?]*$/i;

/** The region named at the end of an object, when both it and what is left name something. */
export function regionIn(object: string): { rest: string; scope: string } | null {
  const m = SCOPE.exec(object);
  if (!m || !contentStems(m[1]!).length) return null;
  const rest = object.slice(0, m.index);
  return contentStems(rest).length || roleWordsIn(rest) ? { rest, scope: m[1]!.trim() } : null;
}

export function containerWordsIn(text: string): string[] {
  return CONTAINER_WORDS.filter(([re]) => re.test(text)).flatMap(([, roles]) => roles);
}

export function isCloser(name: string): boolean {
  return CLOSERS.test(name.trim());
}

export interface ScoredControl {
  control: Control;
  score: number;
  /** Share of the request's words found in the control's name or surroundings (0..1). */
  coverage: number;
}

/** Words of a control's name and of its surroundings, stemmed. */
function stemsOf(c: Control): { name: string[]; context: string[] } {
  return {
    name: contentStems(c.line.name),
    context: [...c.landmarks.flatMap((l) => contentStems(l.name)), ...contentStems(c.heading ?? '')],
  };
}

const has = (stems: readonly string[], w: string) => stems.some((s) => sameStem(s, w));

/**
 * Scores controls against the words of a request. `verb` words that name the control (the
 * "save" of "save", the "add" of "add the lamp to the basket") count through their meaning.
 */
export function scoreControls(controls: readonly Control[], phrase: string, verb: { text: string; meanings: Meaning[] } | null): ScoredControl[] {
  const words = [...new Set(contentStems(phrase))];
  return controls
    .map((control) => {
      const { name, context } = stemsOf(control);
      let score = 0;
      let covered = 0;
      for (const w of words) {
        if (has(name, w)) {
          score += 2;
          covered++;
        } else if (has(context, w)) {
          score += 1;
          covered++;
        }
      }
      // The verb names the control: same word, or the same meaning ("put" ~ "Add to basket").
      if (verb) {
        const nameWords = splitWords(control.line.name);
        if (nameWords.some((w) => sameStem(stem(w), stem(verb.text)))) score += 1.5;
        else if (nameWords.some((w) => meaningsOf(w).some((m) => verb.meanings.includes(m)))) score += 1.25;
      }
      // A whole-name match beats a partial one ("Close" vs "Close account", "Save" vs "Save as").
      if (words.length && name.length && name.every((n) => words.some((w) => sameStem(n, w)))) score += 0.5;
      if (splitWords(control.line.name).join(' ') === splitWords(phrase).join(' ')) score += 0.5;
      return { control, score, coverage: words.length ? covered / words.length : 1 };
    })
    .sort((a, b) => b.score - a.score || a.control.index - b.control.index);
}

export type Resolution = { kind: 'one'; control: Control } | { kind: 'many'; controls: Control[] } | { kind: 'none' };

/**
 * The one control the words mean: every word found (name or surroundings), the best score
 * clearly ahead. An ordinal picks among equally good ones, in page order.
 */
export function resolveControl(controls: readonly Control[], phrase: string, verb: { text: string; meanings: Meaning[] } | null, ordinal?: number): Resolution {
  if (!controls.length) return { kind: 'none' };
  const scored = scoreControls(controls, phrase, verb).filter((s) => s.coverage >= 0.999 && (s.score > 0 || !contentStems(phrase).length));
  if (!scored.length) return { kind: 'none' };
  const top = scored[0]!.score;
  const best = preferInner(scored.filter((s) => s.score >= top - 0.01).map((s) => s.control), (c) => c);
  if (ordinal !== undefined) {
    const inOrder = [...best].sort((a, b) => a.index - b.index);
    const pick = ordinal === -1 ? inOrder.at(-1) : inOrder[ordinal - 1];
    return pick ? { kind: 'one', control: pick } : { kind: 'none' };
  }
  return best.length === 1 ? { kind: 'one', control: best[0]! } : { kind: 'many', controls: best };
}

/** How a control reads to a person: role, name, and where it is when that tells it apart. */
export function describeControl(c: Control, withPlace = false): string {
  const base = `${c.line.role} ${JSON.stringify(c.line.name)}`;
  if (!withPlace) return base;
  const where = c.heading ?? c.landmarks.filter((l) => l.name).at(-1)?.name;
  return where ? `${base} (under ${JSON.stringify(where)})` : base;
}

/** The landmark lines of an outline (containers a person can name: a dialog, a banner, a form). */
export function containersOf(lines: readonly Line[]): Line[] {
  return lines.filter((l) => LANDMARKS.has(l.role));
}

/** Controls inside a given landmark line. */
export function controlsInside(controls: readonly Control[], container: Line): Control[] {
  return controls.filter((c) => c.landmarks.some((l) => l.fingerprint !== null && l.fingerprint === container.fingerprint));
}
