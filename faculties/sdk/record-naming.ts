// How a page's read names its records, for a change approved as "the entry the page's read names
// X": one strict rule that the extension enforces and the Navi applies too, so the page's answer
// fills exactly the fields the approval window named and nothing chooses between look-alikes.
// Page data is untrusted: these functions only read it, never act on what it says.

export type RecordId = string | number;

export interface PageRecord {
  id: RecordId;
  label: string;
  record: Record<string, unknown>;
}

/** Every plain object anywhere inside `data`, depth first (arrays are walked, not returned). */
export function objectsIn(data: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (!Array.isArray(node)) out.push(node as Record<string, unknown>);
    for (const v of Object.values(node)) visit(v);
  };
  visit(data);
  return out;
}

const LABEL_KEYS = ['title', 'name', 'label', 'text', 'subject', 'displayName', 'productName', 'heading', 'summary'];

/** Records in a read result that carry `idKey` (or `id`), each with a human label. */
export function recordsWith(data: unknown, idKey: string): PageRecord[] {
  const out: PageRecord[] = [];
  for (const rec of objectsIn(data)) {
    const key = idKey in rec ? idKey : 'id' in rec ? 'id' : null;
    if (!key) continue;
    const id = rec[key];
    if (typeof id !== 'string' && typeof id !== 'number') continue;
    const labelKey = LABEL_KEYS.find((k) => typeof rec[k] === 'string') ?? Object.keys(rec).find((k) => k !== key && typeof rec[k] === 'string');
    out.push({ id, label: labelKey ? String(rec[labelKey]) : String(id), record: rec });
  }
  return out;
}

/** The words of a name as the rule compares them: lowercased letters and digits. */
export function nameWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Words of a parameter's name ("expectedRevision" is "expected revision"). */
function keyWords(key: string): string[] {
  return nameWords(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'));
}

/**
 * The distinct ids of the records a read names `name`: a record whose label is exactly those
 * words; else every record whose label has all of them. The caller acts only on exactly one.
 */
export function idsNamed(data: unknown, idKey: string, name: string): RecordId[] {
  const want = nameWords(name);
  if (!want.length) return [];
  const records = recordsWith(data, idKey);
  const exact = records.filter((r) => nameWords(r.label).join(' ') === want.join(' '));
  const hits = exact.length
    ? exact
    : records.filter((r) => {
        const have = new Set(nameWords(r.label));
        return want.every((w) => have.has(w));
      });
  return [...new Set(hits.map((r) => r.id))];
}

/** A value of the page's current state a parameter asks for (a revision), found by its name. */
export function stateValue(data: unknown, key: string): RecordId | undefined {
  const last = keyWords(key).at(-1) ?? key;
  for (const rec of objectsIn(data)) {
    const v = rec[key];
    if (typeof v === 'number' || typeof v === 'string') return v;
    const hit = Object.keys(rec).find((k) => keyWords(k).at(-1) === last && (typeof rec[k] === 'number' || typeof rec[k] === 'string'));
    if (hit) return rec[hit] as RecordId;
  }
  return undefined;
}

/** What a read before a change fills in it: the named entry's id, and state values by name. */
export interface LookupFill {
  /** The change's argument the entry's id fills. */
  param: string;
  /** The words the person named the entry by. */
  recordName: string;
  /** The change's arguments that the read's report of the page's state fills (a revision). */
  fromState: string[];
}

/**
 * The values a read's answer fills in the change, or why it fills none: the read must name
 * exactly one entry, and report every state value asked for.
 */
export function fillFromRead(data: unknown, fill: LookupFill): { ok: true; values: Record<string, RecordId> } | { ok: false; reason: string } {
  const ids = idsNamed(data, fill.param, fill.recordName);
  if (ids.length !== 1) {
    return { ok: false, reason: ids.length ? `The page's read named ${ids.length} entries "${fill.recordName}"; nothing was changed.` : `The page's read named no entry "${fill.recordName}"; nothing was changed.` };
  }
  const values: Record<string, RecordId> = { [fill.param]: ids[0]! };
  for (const key of fill.fromState) {
    const v = stateValue(data, key);
    if (v === undefined) return { ok: false, reason: `The page's read did not report ${key}; nothing was changed.` };
    values[key] = v;
  }
  return { ok: true, values };
}

/** The keys a read fills, to leave out of the hash the approval binds (their values are checked apart). */
export function filledKeys(fill: LookupFill): string[] {
  return [fill.param, ...fill.fromState];
}

/** Whether a change's values for the filled keys are exactly those the read filled. */
export function sameFill(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && a[k] === b[k]);
}
