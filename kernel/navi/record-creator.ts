// Making a new record in one message: "add a new contact: Ada Byrne from Northwind,
// ada@northwind.example" on a page whose way to make one is a control that opens a form or a
// dialog ("New contact", "Add", "+ New task", "Create invoice"). The creator is the control whose
// name says making (a word meaning "add", or a leading "+") and whose other words are the
// request's (or, with no other words, the page's only one, when the request says "new"). It is
// opened first (its own approved click, hidden-controls.ts's first part); in what it shows, the
// form is filled from the request's values (form-fill.ts: by label, by the value's shape, the
// rest as the record's name) and its own save button pressed, each change approved and read back.
import { formOf } from './form-fill.ts';
import { COLLAPSED, soughtControl, openToReach, pinnedHidden, type HiddenControl } from './hidden-controls.ts';
import { wordsMeet } from './lexicon.ts';
import { call, lastOf } from './results.ts';
import type { Control } from './target-resolver.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { contentStems, meaningsOf, splitWords, stem, STOP_WORDS, type Meaning } from './words.ts';

/** The kind a creator's part is pinned as, so the part after it fills what it showed. */
export const CREATE = 'create';

const CREATOR_ROLES = new Set(['button', 'link', 'menuitem']);
const FIELDS = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox', 'listbox', 'checkbox', 'switch']);
const TEXT = new Set(['textbox', 'searchbox', 'spinbutton']);

/** The words of a name that say making something ("new", "add", "create"). */
const makes = (w: string) => meaningsOf(w).includes('add');

/** The words of a creator's name other than its making words: what it makes ("contact" of "New contact"). */
export function creatorNouns(name: string): string[] {
  return contentStems(splitWords(name).filter((w) => !makes(w)).join(' '));
}

const leadingPlus = (name: string) => /^\s*\+/.test(name);

/** Whether a control's name says it makes something new. */
export function isCreator(c: Control): boolean {
  return CREATOR_ROLES.has(c.line.role) && (leadingPlus(c.line.name) || splitWords(c.line.name).some(makes));
}

/** "a new task", "another contact", "an invoice: …": the request says a new record, not an action on one. */
const SAYS_NEW = /\b(?:new|another|fresh)\b|^[\s\p{L}'-]{1,40}:\s*\S/iu;

/** A short control that makes a thing of some kind ("New folder", "Add album", "+ Playlist"), not a record that mentions "new". */
export function makesKind(c: Control): boolean {
  const words = splitWords(c.line.name);
  return CREATOR_ROLES.has(c.line.role) && words.length <= 4 && (leadingPlus(c.line.name) || (words.length > 0 && makes(words[0]!)));
}

/**
 * "take me to the budget folder", "open the holiday album": going to a record already there, so
 * a control that makes one of that kind ("New folder") is never what is meant, though its name
 * holds the kind word.
 */
export function goesToExisting(text: string, meanings: readonly Meaning[]): boolean {
  return meanings.some((m) => m === 'open' || m === 'show') && !meanings.includes('add') && !SAYS_NEW.test(text);
}

/**
 * The page's control that makes the record the request describes, or null: the request means
 * making something (its verb), says what beyond the creator's own words, and one creator fits.
 * A button that sends a visible form of its own ("Add" beside a text field) is that form's, not
 * a creator.
 */
export function creatorFor(text: string, meanings: readonly Meaning[], controls: readonly Control[]): Control | null {
  if (!meanings.includes('add')) return null;
  const said = contentStems(text);
  const held = (c: Control) => {
    const form = formOf(c);
    return form !== null && controls.some((x) => formOf(x) === form && TEXT.has(x.line.role));
  };
  const candidates = controls.filter((c) => isCreator(c) && c.line.states.disabled !== true && typeof c.line.states.blocked !== 'string' && c.line.states.expanded !== true && !held(c));
  const meets = (noun: string) => said.some((w) => wordsMeet(w, noun) >= 0.75);
  const scored = candidates.map((c) => ({ c, nouns: creatorNouns(c.line.name) })).map((x) => ({ ...x, met: x.nouns.filter(meets).length }));
  const best = Math.max(0, ...scored.map((x) => x.met));
  const top = best > 0 ? scored.filter((x) => x.met === best) : SAYS_NEW.test(text) ? scored.filter((x) => !x.nouns.length) : [];
  if (top.length !== 1) return null;
  const creator = top[0]!;
  // Something to fill beyond "add a new contact": words of neither the verb nor the creator.
  const own = new Set([...creator.nouns, ...splitWords(creator.c.line.name).map(stem)]);
  const rest = splitWords(text).filter((w) => !STOP_WORDS.has(w) && !meaningsOf(w).length && !own.has(stem(w)));
  return rest.length ? creator.c : null;
}

/** Whether this part of the plan fills what a creator opened. */
export function creating(ctx: StepContext): { title: string } | null {
  const pin = pinnedHidden(ctx);
  return pin?.kind === CREATE ? { title: pin.opener.line.name } : null;
}

/**
 * The first part: look at the closed parts (the two-part plan starts there), then open the
 * creator; the part after it is pinned to the first field that showed in a form or dialog.
 */
export function openCreator(ctx: StepContext, creator: Control, controls: readonly Control[]): { opener: Control } | StepDecision {
  if (!lastOf(ctx.mine, COLLAPSED)) return call(COLLAPSED, {}, `${JSON.stringify(creator.line.name)} opens a form for a new record: look at the page's closed parts before opening it.`);
  const key = (c: Control) => `${c.line.role}|${c.line.name}`;
  const before = new Set(controls.map(key));
  const seek = (now: readonly Control[]) => now.find((c) => FIELDS.has(c.line.role) && !before.has(key(c)) && formOf(c) !== null && typeof c.line.states.blocked !== 'string') ?? null;
  const wanted = soughtControl('form', creator.line.name, creator);
  const hidden: HiddenControl = { control: wanted, opener: creator, kind: CREATE, seek };
  return openToReach(ctx, hidden);
}
