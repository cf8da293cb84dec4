// Which value a question asks for, and where a text or a page tool's data holds it. A question
// names the value two ways: by the shape the value takes ("who" is a person, "link" a web
// address, "booking reference" a code, "which attachment" a file's name, "how much" an amount,
// "when" a date) and by the field's own word ("what tier is …" meets a label "Tier", a tool's key
// `tier`, a column "Tier"). The value is found under a label or key the question's words meet (a
// "Label: value" line, a label line and the lines under it, a definition term and its
// description, an object's key), else as the value of the asked shape that sits nearest the
// question's words. Everything found is untrusted page text: quoted, never obeyed.
import { wordsMeet } from './lexicon.ts';
import { topicOf } from './page-reader.ts';
import { askedKinds, quotedValue, valuesIn, type ValueKind } from './value-answer.ts';
import { partValues } from './record-parts.ts';
import { asAmount } from './record-sum.ts';
import { contentStems, sameStem, splitWords, stem } from './words.ts';

export type Shape = 'person' | 'link' | 'code' | 'file' | ValueKind;

/** Words for kinds of value (general words, not any page's): each shape's words as a question says them. */
const SHAPE_NAMES: readonly [Shape, readonly string[]][] = [
  ['person', ['who', 'whom', 'whose', 'guest', 'guests', 'attendee', 'attendees', 'invitee', 'invitees', 'participant', 'participants', 'member', 'members']],
  ['link', ['link', 'links', 'url', 'urls', 'website', 'hyperlink']],
  ['code', ['number', 'code', 'id', 'reference', 'ref', 'tracking']],
  ['file', ['file', 'files', 'document', 'documents', 'attachment', 'attachments', 'attached', 'cv', 'résumé', 'resume', 'pdf', 'upload', 'uploaded']],
];

/** Shapes said by the words of a question. */
const SHAPE_WORDS: readonly [Shape, RegExp][] = SHAPE_NAMES.map(([s, names]) => [
  s,
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')}${s === 'person' ? "|who['’]?s" : s === 'link' ? '|web ?address' : ''})(?![\\p{L}\\p{N}])`, 'iu'),
]);

/** The stems of the shape words: a question's words reach namesShape stemmed ("fil" of "file"). */
const SHAPE_STEMS = new Set(SHAPE_NAMES.flatMap(([, names]) => names.map((n) => stem(n))));

/** Words meaning money: a question saying one ("salary", "fee") asks for an amount. */
const MONEY = ['price', 'cost', 'pay', 'fee', 'wage'];

/** Whether a word of the question names a kind of value ("number", "link", "file"), not a record. */
export function namesShape(word: string): boolean {
  return SHAPE_STEMS.has(word) || SHAPE_WORDS.some(([, re]) => re.test(word));
}

const PROGRESS = /\bhow far\b|\bprogress\b|\bhow much of\b/i;
const PROGRESS_FIELDS = ['percent', 'percentag', 'progress'];

/** A number under a key that names its unit, said with it: "percent: 38" is "38%", "minutes: 75" is "75 min". */
function withUnit(key: string, value: number): string | null {
  const words = splitWords(key).map((w) => w.toLowerCase());
  if (words.some((w) => /^(?:percent|percentage|pct)$/.test(w))) return `${value}%`;
  if (words.some((w) => /^(?:minutes?|mins?)$/.test(w))) return `${value} min`;
  if (words.some((w) => /^(?:hours?|hrs?)$/.test(w))) return `${value} h`;
  return null;
}

/** A question that asks for a value: a wh-word, "how much", or "… what is it". */
const ASKS = /\b(?:what|whats|which|who|whos|whom|whose|when|where|how much|how many|how long|how far)\b/i;

export interface AskedValue {
  /** The shapes the value may take, those the question says first. */
  shapes: Shape[];
  /** The question's own words (stemmed), without the words that frame a question. */
  words: string[];
}

/** The value a question asks for, or null when it asks for none. */
export function askedValue(question: string): AskedValue | null {
  if (!ASKS.test(question)) return null;
  const words = topicOf(question);
  const shapes: Shape[] = SHAPE_WORDS.filter(([, re]) => re.test(question)).map(([s]) => s);
  for (const k of askedKinds(question)) if (!shapes.includes(k)) shapes.push(k);
  if (!shapes.includes('amount') && splitWords(question).some((w) => MONEY.some((m) => wordsMeet(w.toLowerCase(), m) >= 0.75))) shapes.push('amount');
  // "how many" asks for a count, answered elsewhere; a question with no word of its own asks nothing here.
  if (/\bhow many\b/i.test(question) || !words.length) return null;
  // "how far through X am I", "my progress": the field is a share done.
  if (PROGRESS.test(question)) return { shapes, words: [...words, ...PROGRESS_FIELDS] };
  return { shapes, words };
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Two or three capitalised words, not begun by a determiner nor after one ("The Daily Post", "the Autumn Market" name no person). */
const PERSON = /(?<!\p{L})(?<!(?:[Tt]he|[Aa]n?|[Tt]his|[Oo]ur|[Yy]our|[Mm]y|[Tt]heir|[Ii]ts)\s)(?!(?:The|An?|This|That|These|Those|Our|Your|My|Their|Its)\s)\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}(?!\p{L})/gu;
const LINK = /\bhttps?:\/\/[^\s<>"')]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"')]*/gi;
/** A code: a token with digits and a letter or a dash ("ZX-4410", "RB7731"), or '#' and digits ("#512"). */
const CODE = /#?\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z-])[A-Z0-9]+(?:-[A-Z0-9]+)*\b|#\d{2,}\b/g;
const FILE = /\b[\w.()-]+\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|rtf|odt|ods|png|jpe?g|gif|zip|md)\b/gi;

/** The values of one shape a text holds, as it writes them. */
export function shapeValues(text: string, shape: Shape, now?: Date): string[] {
  const all = (re: RegExp) => [...text.matchAll(re)].map((m) => m[0].replace(/[.,;:]+$/, ''));
  switch (shape) {
    case 'person': {
      const mails = all(EMAIL);
      return mails.length ? mails : all(PERSON);
    }
    case 'link':
      return all(LINK);
    case 'code':
      return all(CODE).filter((c) => !/^\d{1,4}$/.test(c));
    case 'file':
      return all(FILE);
    default:
      return valuesIn(text, shape, now);
  }
}

/** Whether a short text (a label, a key) says one of the question's words, or a word for a shape asked ("Guests" for "who"). */
function labelMeets(label: string, asked: AskedValue): boolean {
  return labelSays(label, asked) || (splitWords(label).length <= 5 && SHAPE_WORDS.some(([s, re]) => asked.shapes.includes(s) && s !== 'code' && re.test(label)));
}

/** Whether a word of a text is the question's word (a stem, or a word it meets). */
const saysWord = (w: string, o: string) => stem(o) === w || wordsMeet(w, o) >= 0.75;

/** Whether a short text (a label, a key) says one of the question's own words ("Locker number" for "the locker number"). */
function labelSays(label: string, asked: AskedValue): boolean {
  const own = splitWords(label);
  return own.length > 0 && own.length <= 5 && own.some((o) => asked.words.some((w) => saysWord(w, o)));
}

/**
 * A code or a link under a label that says the question's own words is taken whole, whatever its
 * form: a label names its value better than its shape does ("Room: 204", "Website: example.org").
 */
const wholeUnder = (label: string, value: string, asked: AskedValue) =>
  value.trim().length <= 60 && asked.shapes.some((s) => s === 'code' || s === 'link') && labelSays(label, asked) ? [value.trim()] : [];

/** What a text holds of the asked shapes (all of it when no shape is asked). */
function fits(text: string, asked: AskedValue, now?: Date): string[] {
  if (!asked.shapes.length) return [text];
  for (const s of asked.shapes) {
    const v = shapeValues(text, s, now);
    if (v.length) return v;
  }
  return [];
}

/** The value found: the values said, and the page's lines quoted for them. */
export interface FoundValue {
  values: string[];
  quoted: string[];
}

const LABEL_MAX = 40;
const UNDER_MAX = 8;

/**
 * Under a label the question's words meet: "Plan: Pro" on one line, or a label line ("Guests")
 * and the lines below it up to the next label-like line. Null when no label holds a fitting value.
 */
export function labelledValue(lines: readonly string[], question: string, now?: Date, field?: readonly string[]): FoundValue | null {
  const whole = askedValue(question);
  if (!whole) return null;
  // Labels meet the words that name the field, when the caller knows them apart from those naming the record.
  const asked = field?.length ? { ...whole, words: [...field] } : whole;
  // A word many lines say (the record's name, in its title and its addresses) names a label less than a word one line says.
  const lineWords = lines.map((l) => splitWords(l));
  const df = new Map(asked.words.map((w) => [w, lineWords.filter((own) => own.some((o) => saysWord(w, o))).length]));
  const weight = (label: string) => asked.words.filter((w) => splitWords(label).some((o) => saysWord(w, o))).reduce((n, w) => n + 1 / Math.max(1, df.get(w)!), 0) || 0.5;
  const isLabel = (line: string) => line.length <= LABEL_MAX && !/\d/.test(line) && labelMeets(line, asked);
  // Under a label of people, each line is one person (a name alone, or an address): a heading after them ends the list.
  const people = asked.shapes.includes('person');
  const listed = (line: string) => (people ? partValues(line, 'person') : fits(line, asked, now));
  const found: (FoundValue & { score: number; at: number })[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const colon = /^([^:]{1,40}):\s+(.+)$/.exec(line);
    if (colon && labelMeets(colon[1]!, asked)) {
      const shaped = fits(colon[2]!, asked, now);
      const values = shaped.length ? shaped : wholeUnder(colon[1]!, colon[2]!, asked);
      if (values.length) found.push({ values, quoted: [line], score: weight(colon[1]!), at: i });
      continue;
    }
    if (!isLabel(line)) continue;
    const under: { line: string; values: string[] }[] = [];
    for (let j = i + 1; j < lines.length && under.length < UNDER_MAX; j++) {
      const next = lines[j]!;
      const values = under.length ? listed(next) : fits(next, asked, now);
      // A line the question's words make a label, holding no value of a shape asked, is no value (a record's title above its first label).
      if (isLabel(next) && !(asked.shapes.length && values.length)) break;
      // A value is short and no label of its own; several values sit under a label of many (guests).
      if (under.length && !values.length) break;
      under.push({ line: next, values });
      if (!people && !asked.shapes.includes('file')) break;
    }
    const values = under.flatMap((u) => u.values);
    if (values.length) found.push({ values: [...new Set(values)], quoted: [line, ...under.filter((u) => u.values.length).map((u) => u.line)], score: weight(line), at: i });
  }
  const best = found.sort((a, b) => b.score - a.score || a.at - b.at)[0];
  return best ? { values: best.values, quoted: best.quoted } : null;
}

/** Distance, in words, from a value to the nearest of the question's words before it in its line. */
function nearness(line: string, value: string, words: readonly string[]): number {
  const at = line.indexOf(value);
  const before = splitWords(line.slice(0, Math.max(0, at))).map((w) => w.toLowerCase());
  for (let d = 1; d <= Math.min(4, before.length); d++) if (words.some((w) => wordsMeet(w, before[before.length - d]!) >= 0.75)) return d;
  return 99;
}

/**
 * The value of an asked shape the lines hold, the one nearest the question's words first
 * ("booking ZX-4410" for "the booking reference"); for a person, every line that names one, but
 * never a name the question itself says ("the Autumn Market" is what it asks about, not who).
 */
export function shapedValue(lines: readonly string[], question: string, now?: Date, near = false): FoundValue | null {
  const asked = askedValue(question);
  if (!asked?.shapes.length) return null;
  for (const shape of asked.shapes) {
    // In a list of many records a value counts only beside the question's words ("order A-1"), not anywhere in a row.
    const found = lines
      .flatMap((line, i) => shapeValues(line, shape, now).map((value) => ({ value, line, i, d: nearness(line, value, asked.words) })))
      .filter((f) => (!near || f.d < 99) && !(shape === 'person' && contentStems(f.value).some((x) => asked.words.some((w) => sameStem(x, w)))));
    if (!found.length) continue;
    if (shape === 'person') {
      const people = found.slice(0, UNDER_MAX);
      return { values: [...new Set(people.map((f) => f.value))], quoted: [...new Set(people.map((f) => f.line))] };
    }
    const best = found.sort((a, b) => a.d - b.d || a.i - b.i)[0]!;
    // A range ("$40–$55", "9 to 12") is said whole.
    const after = best.line.slice(best.line.indexOf(best.value) + best.value.length);
    const range = new RegExp(`^\\s*(?:[–—-]|to)\\s*(\\S+)`).exec(after);
    const upper = range ? shapeValues(range[1]!, shape, now)[0] : undefined;
    return { values: upper ? [best.value, upper] : [best.value], quoted: [best.line] };
  }
  return null;
}

/** The value in lines: under a label the question names, else by its shape (`near`: only beside the question's words). */
export function valueInLines(lines: readonly string[], question: string, now?: Date, near = false, field?: readonly string[]): FoundValue | null {
  return labelledValue(lines, question, now, field) ?? shapedValue(lines, question, now, near);
}

/** The question's words that no line of a list says: those name the field asked for, not the record ("tier" of "what tier is <member> on"). */
export function fieldWords(question: string, listLines: readonly string[]): string[] {
  const said = [...new Set(listLines.flatMap((l) => contentStems(l)))];
  return (askedValue(question)?.words ?? []).filter((w) => !said.some((s) => sameStem(s, w)));
}

/** One value in a read tool's data: its key, the value, and the texts of the objects that hold it (innermost last). */
interface Leaf {
  key: string;
  value: string | number;
  holders: string[][];
}

/** Every scalar of the data with its key and the scalar texts of each object around it. */
function leavesOf(value: unknown, holders: string[][] = [], key = '', out: Leaf[] = []): Leaf[] {
  if (out.length > 2000) return out;
  if (Array.isArray(value)) {
    if (value.length && value.every((v) => typeof v === 'string' || typeof v === 'number')) out.push({ key, value: value.join(', '), holders });
    else for (const v of value) leavesOf(v, holders, key, out);
  } else if (value && typeof value === 'object') {
    const own = Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([, v]) => String(v));
    for (const [k, v] of Object.entries(value)) leavesOf(v, [...holders, own], k, out);
  } else if ((typeof value === 'string' && value.trim()) || typeof value === 'number') out.push({ key, value, holders });
  return out;
}


/**
 * The answer to a question from a page tool's data: the value under a key the question names (or
 * of the shape it asks), in the object the question's other words name best ("a half-day kayak":
 * the price of the length "Half day" of the item "Kayak"). Null when no value fits, or two fit as well.
 */
export function keyedAnswer(question: string, value: unknown, tool: string, now?: Date): string | null {
  const asked = askedValue(question);
  if (!asked) return null;
  const money = (k: string) => splitWords(k).some((w) => MONEY.some((m) => wordsMeet(w, m) >= 0.75));
  const candidates = leavesOf(value)
    .map((leaf) => {
      const keyFits = labelMeets(leaf.key, asked);
      const text = typeof leaf.value === 'number' ? String(leaf.value) : leaf.value;
      const fitting = asked.shapes.length ? fits(text, asked, now) : [];
      const shaped = fitting.length ? fitting : wholeUnder(leaf.key, text, asked);
      const amount = asked.shapes.includes('amount') && typeof leaf.value === 'number' && money(leaf.key) ? [asAmount(leaf.value)] : [];
      // A number whose key names its unit: a length of time for "how long", a share for "how far".
      const unit = typeof leaf.value === 'number' ? withUnit(leaf.key, leaf.value) : null;
      const measured = unit && ((asked.shapes.includes('duration') && / (?:min|h)$/.test(unit)) || (keyFits && unit.endsWith('%'))) ? [unit] : [];
      const values = amount.length ? amount : measured.length ? measured : shaped.length ? shaped : !asked.shapes.length && keyFits ? [text] : [];
      // The words that are not the key's name the record: met in the objects around the value.
      const keyWords = splitWords(leaf.key);
      const naming = asked.words.filter((w) => !keyWords.some((k) => wordsMeet(w, k) >= 0.75));
      const around = leaf.holders.flat().flatMap((t) => contentStems(t));
      const met = naming.filter((w) => around.some((x) => sameStem(x, w))).length;
      return { leaf, values, score: met * 2 + (keyFits || amount.length || measured.length ? 1 : 0), unit: measured.length };
    })
    // A name is in nearly every record: one named by nothing in the question ("who manages her?") answers only a question of shape words alone.
    .filter((c) => c.values.length && (c.score % 2 === 1 || (asked.shapes.length && (c.score >= 1 || !asked.shapes.includes('person') || asked.words.every((w) => namesShape(w))))))
    // A number said with the unit its key names ("percent") fits better than a text under a key the question also says.
    .sort((a, b) => b.score - a.score || b.unit - a.unit);
  const [best, next] = candidates;
  if (!best || (next && next.score === best.score && next.unit === best.unit && next.values.join() !== best.values.join())) return null;
  // The objects around the value name it (an item, its size); a tool's one record around all of its values names nothing more.
  const context = (Array.isArray(value) ? best.leaf.holders : best.leaf.holders.slice(1))
    .map((h) => h.find((t) => /\p{Lu}|\s/u.test(t) && t.length <= 80))
    .filter((t): t is string => !!t);
  const source = [...new Set(context)].map((t) => JSON.stringify(t)).join(' › ');
  return `That is ${best.values.map((v) => quotedValue(String(v))).join(', ')}, in the page's data. The page's tool ${tool} says (untrusted page data):\n- ${JSON.stringify(`${splitWords(best.leaf.key).join(' ')}: ${String(best.leaf.value)}`)}${source ? ` (of ${source})` : ''}`;
}

/** The values, as the answer says them. */
export const valuesSaid = (found: FoundValue) => found.values.map((v) => JSON.stringify(v)).join(', ');

/** The question's own words (not stems), for saying what was looked for. */
export function askedWords(question: string): string {
  const topic = new Set(topicOf(question));
  return (question.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [])
    .filter((w) => contentStems(w).some((s) => topic.has(s)))
    .join(' ');
}
