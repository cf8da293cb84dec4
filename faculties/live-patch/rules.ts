// What a Live Patch may do, as pure checks (no DOM): the closed set of operations, and the
// refusals for anything that could run script, load or send to a URL, or hide what it is.
// The page runtime (page/patcher.ts) runs these again with the target's tag, next to the checks
// only the DOM can make (sensitive surfaces, vanished targets, visibility).
import type { ErrorCode } from '../../browser-bridge/errors.ts';
import {
  MAX_ATTRIBUTE_VALUE_CHARS,
  MAX_NAME_CHARS,
  MAX_OPERATIONS,
  MAX_PURPOSE_CHARS,
  MIN_PURPOSE_CHARS,
  MAX_STYLE_TEXT_CHARS,
  MAX_STYLE_VALUE_CHARS,
  MAX_TEXT_CHARS,
} from './limits.ts';

/** The closed set. Anything else is `operation-not-allowed`. */
export const OPERATIONS = ['setStyle', 'removeStyle', 'setAttribute', 'removeAttribute', 'replaceText', 'hide', 'show', 'annotate'] as const;
export type OperationKind = (typeof OPERATIONS)[number];

export type PatchTarget = { fingerprint: string } | { selector: string };

/** One operation as the Navi sends it; which fields apply depends on `op`. */
export interface Operation {
  op: string;
  target: PatchTarget;
  /** setStyle / removeStyle: a CSS property (`color`, `--accent`). */
  property?: string;
  /** setStyle: the value; setAttribute: the attribute value. */
  value?: string;
  /** setStyle: add `!important`. */
  important?: boolean;
  /** setAttribute / removeAttribute: the attribute name. */
  name?: string;
  /** replaceText / annotate: plain text (never parsed as markup). */
  text?: string;
  /** annotate: before or after the target (after when omitted). */
  position?: 'before' | 'after';
}

export interface Refusal {
  code: ErrorCode;
  message: string;
  detail?: Record<string, unknown>;
}

const refuse = (code: ErrorCode, message: string, detail?: Record<string, unknown>): Refusal => (detail ? { code, message, detail } : { code, message });

export function isOperationKind(op: unknown): op is OperationKind {
  return typeof op === 'string' && (OPERATIONS as readonly string[]).includes(op);
}

// ---- purpose ----

/** Why `purpose` does not declare an edit, or null when it does: a sentence, not a token. */
export function purposeProblem(purpose: unknown): string | null {
  if (typeof purpose !== 'string') return 'A Live Patch needs a purpose: say what the edit does and why, in a sentence.';
  const text = purpose.trim();
  if (text.length < MIN_PURPOSE_CHARS) return `The purpose "${text}" is too short to say what the edit does and why (at least ${MIN_PURPOSE_CHARS} characters).`;
  if (text.length > MAX_PURPOSE_CHARS) return `The purpose is longer than ${MAX_PURPOSE_CHARS} characters.`;
  const words = text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
  if (words.length < 3 || new Set(words).size < 2) return `The purpose "${text.slice(0, 80)}" does not say what the edit does and why; use a sentence of at least three words.`;
  return null;
}

// ---- URLs ----

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** Schemes that carry or can run script when loaded or followed. */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'blob', 'filesystem', 'livescript', 'mocha']);

/** The scheme the URL parser will see (leading/trailing C0 and spaces stripped, tabs and newlines removed), or null for a relative URL. */
export function urlScheme(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(v);
  return m ? m[1]!.toLowerCase() : null;
}

/** Refuses script-bearing URLs and any scheme other than http(s), mailto and tel. */
export function checkUrl(value: string): Refusal | null {
  const candidates = value.includes(',') ? [value, ...value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')] : [value];
  for (const candidate of candidates) {
    const scheme = urlScheme(candidate);
    if (scheme === null || SAFE_SCHEMES.has(scheme)) continue;
    return refuse(
      'script-url',
      SCRIPT_SCHEMES.has(scheme)
        ? `A ${scheme}: URL can carry script; Live Patch never sets one.`
        : `Live Patch sets only http(s), mailto and tel URLs (or relative ones), not ${scheme}:.`,
      { scheme },
    );
  }
  return null;
}

// ---- CSS ----

/** CSS functions that compute a value without loading anything. Every other function is refused. */
const SAFE_CSS_FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'light-dark',
  'calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign', 'var', 'env',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient', 'repeating-radial-gradient', 'repeating-conic-gradient',
  'translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'rotate', 'rotatex', 'rotatey', 'rotatez', 'rotate3d',
  'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'skew', 'skewx', 'skewy', 'matrix', 'matrix3d', 'perspective',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
  'cubic-bezier', 'steps', 'linear', 'minmax', 'repeat', 'fit-content', 'inset', 'circle', 'ellipse', 'polygon', 'rect', 'xywh',
]);
/** Properties that bind behaviour or load code in some engine. */
const LOADING_PROPERTIES = new Set(['behavior', '-moz-binding', '-ms-behavior']);
const LOADING_WORDS = /@import|url\s*\(|image-set\s*\(|expression\s*\(|src\s*\(/;

/** The text a CSS parser sees: comments out, escapes decoded, lower case. */
export function decodeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ')
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\\([\s\S])/g, (_m, hex: string | undefined, ch: string | undefined) => {
      if (hex) {
        const cp = parseInt(hex, 16);
        return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD';
      }
      return ch === '\n' ? '' : (ch ?? '');
    })
    .toLowerCase();
}

function checkCssText(text: string, what: string): Refusal | null {
  const css = decodeCss(text);
  const loading = LOADING_WORDS.exec(css);
  if (loading) return refuse('resource-loading-style', `${what} loads a resource (${loading[0].replace(/\s+/g, '')}); Live Patch styles never load anything.`);
  for (const m of css.matchAll(/([a-z-][a-z0-9-]*)\s*\(/g)) {
    const fn = m[1]!;
    if (!SAFE_CSS_FUNCTIONS.has(fn)) return refuse('resource-loading-style', `${what} uses the CSS function ${fn}(), which Live Patch does not allow (it may load a resource).`, { function: fn });
  }
  for (const m of css.matchAll(/(?:^|;)\s*([-a-z0-9]+)\s*:/g)) {
    if (LOADING_PROPERTIES.has(m[1]!)) return refuse('resource-loading-style', `${what} sets ${m[1]}, which binds behaviour from a URL.`);
  }
  return null;
}

const PROPERTY_RE = /^(?:--[A-Za-z0-9_-]{1,80}|-?[a-z][a-z0-9-]{0,80})$/;

export function checkStyleProperty(property: unknown): Refusal | null {
  if (typeof property !== 'string' || !PROPERTY_RE.test(property)) return refuse('invalid-input', `"${String(property).slice(0, 80)}" is not a CSS property name.`);
  if (LOADING_PROPERTIES.has(property.toLowerCase())) return refuse('resource-loading-style', `The property ${property} binds behaviour from a URL.`);
  return null;
}

/** One declaration's value, as setStyle gets it: no `;`, braces or at-rules, nothing that loads. */
export function checkStyleValue(property: string, value: unknown): Refusal | null {
  const p = checkStyleProperty(property);
  if (p) return p;
  if (typeof value !== 'string') return refuse('invalid-input', 'setStyle needs a value.');
  if (value.length > MAX_STYLE_VALUE_CHARS) return refuse('invalid-input', `Style values are limited to ${MAX_STYLE_VALUE_CHARS} characters.`);
  if (/[;{}]/.test(value) || /!\s*important/i.test(value)) return refuse('invalid-input', 'A style value is one value: no ";", braces or "!important" inside it (use important: true).');
  return checkCssText(value, `The value for ${property}`);
}

/** A whole `style` attribute, as setAttribute("style", ...) would set it. */
export function checkStyleText(text: string): Refusal | null {
  if (text.length > MAX_STYLE_TEXT_CHARS) return refuse('invalid-input', `A style attribute is limited to ${MAX_STYLE_TEXT_CHARS} characters.`);
  if (/[{}]/.test(text) || /@/.test(decodeCss(text))) return refuse('resource-loading-style', 'A style attribute holds declarations only: no braces or at-rules.');
  return checkCssText(text, 'The style attribute');
}

// ---- attributes ----

const ATTRIBUTE_NAME_RE = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
/** Attributes whose value is a URL (checked for script-bearing schemes). */
const URL_ATTRIBUTES = new Set([
  'href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'cite', 'background', 'codebase', 'longdesc',
  'usemap', 'manifest', 'ping', 'lowsrc', 'dynsrc', 'archive', 'classid', 'profile', 'icon', 'itemtype', 'itemid',
]);
/** Attributes that load a resource, embed a document or send data somewhere: never changed. */
const LOADING_ATTRIBUTES = new Set([
  'src', 'srcset', 'sizes', 'poster', 'data', 'background', 'lowsrc', 'dynsrc', 'codebase', 'archive', 'classid', 'manifest',
  'ping', 'action', 'formaction', 'icon', 'profile', 'xlink:href', 'integrity', 'http-equiv',
]);
/** Attributes whose value is markup. */
const MARKUP_ATTRIBUTES = new Set(['srcdoc']);
/** Elements whose `href` is a link a person follows; elsewhere (link, base, svg use) it loads. */
const LINK_TAGS = new Set(['a', 'area']);

/**
 * `value` null means removal. `tag` is the target's local name when known (the page runtime
 * passes it; the service worker's early check does not).
 */
export function checkAttribute(name: unknown, value: string | null, tag?: string): Refusal | null {
  if (typeof name !== 'string' || name.length > MAX_NAME_CHARS || !ATTRIBUTE_NAME_RE.test(name)) {
    return refuse('invalid-input', `"${String(name).slice(0, 80)}" is not an attribute name.`);
  }
  const n = name.toLowerCase();
  if (n.startsWith('on')) return refuse('event-handler-attribute', `${name} is an event handler attribute: its value is script. Live Patch never sets or removes one.`, { name });
  if (n === 'xmlns' || n.startsWith('xmlns:')) return refuse('operation-not-allowed', 'Namespace declarations are not interface edits.', { name });
  if (MARKUP_ATTRIBUTES.has(n)) return refuse('script-content', `${name} holds a whole document's markup (and its scripts); Live Patch never sets it.`, { name });
  if (value !== null) {
    if (value.length > MAX_ATTRIBUTE_VALUE_CHARS) return refuse('invalid-input', `Attribute values are limited to ${MAX_ATTRIBUTE_VALUE_CHARS} characters.`);
    if (URL_ATTRIBUTES.has(n)) {
      const url = checkUrl(value);
      if (url) return url;
    }
  }
  if (LOADING_ATTRIBUTES.has(n) || (n === 'href' && tag !== undefined && !LINK_TAGS.has(tag))) {
    return refuse('resource-loading-attribute', `${name}${tag ? ` on <${tag}>` : ''} loads a resource or sends data to a URL; Live Patch does not change where a page loads from or submits to.`, { name });
  }
  if (n === 'style' && value !== null) return checkStyleText(value);
  return null;
}

// ---- text ----

export function checkText(text: unknown, what: string): Refusal | null {
  if (typeof text !== 'string') return refuse('invalid-input', `${what} needs text.`);
  if (text.length > MAX_TEXT_CHARS) return refuse('invalid-input', `${what} is limited to ${MAX_TEXT_CHARS} characters.`);
  // Set as a text node, so it could never run; refused anyway: a patch has no business carrying it.
  if (/<\s*\/?\s*script\b/i.test(text)) return refuse('script-content', `${what} contains a <script> tag; Live Patch text is plain text and never carries script.`);
  return null;
}

// ---- operations and patches ----

/** Elements a patch never targets, and why. */
export function targetTagRefusal(tag: string, op: OperationKind): Refusal | null {
  if (tag === 'script') return refuse('script-content', 'The target is a <script> element; Live Patch never touches scripts.');
  if (tag === 'style') return refuse('resource-loading-style', 'The target is a <style> element; Live Patch changes inline styles of visible elements only.');
  if (['head', 'meta', 'link', 'base', 'title', 'template', 'noscript'].includes(tag)) {
    return refuse('operation-not-allowed', `<${tag}> is not part of the visible interface; Live Patch does not edit it.`, { tag });
  }
  if (op === 'annotate' && (tag === 'html' || tag === 'body')) return refuse('operation-not-allowed', `An annotation goes next to an element inside the page, not next to <${tag}>.`, { tag });
  return null;
}

/** Checks one operation's shape and content. `tag` as in checkAttribute. */
export function checkOperation(op: Operation, tag?: string): Refusal | null {
  if (!isOperationKind(op.op)) {
    return refuse('operation-not-allowed', `"${String(op.op).slice(0, 40)}" is not a Live Patch operation. The closed set: ${OPERATIONS.join(', ')}.`, { op: String(op.op).slice(0, 40) });
  }
  if (tag !== undefined) {
    const t = targetTagRefusal(tag, op.op);
    if (t) return t;
  }
  switch (op.op) {
    case 'setStyle':
      return checkStyleValue(String(op.property ?? ''), op.value);
    case 'removeStyle':
      return checkStyleProperty(op.property);
    case 'setAttribute':
      if (typeof op.value !== 'string') return refuse('invalid-input', 'setAttribute needs a value.');
      return checkAttribute(op.name, op.value, tag);
    case 'removeAttribute':
      return checkAttribute(op.name, null, tag);
    case 'replaceText':
      return checkText(op.text, 'replaceText');
    case 'annotate':
      return checkText(op.text, 'An annotation');
    case 'hide':
    case 'show':
      return null;
  }
}

/** The whole declared patch, before anything in the page is looked at. */
export function checkPatch(purpose: unknown, operations: readonly Operation[]): Refusal | null {
  const why = purposeProblem(purpose);
  if (why) return refuse('purpose-required', why);
  if (!operations.length) return refuse('invalid-input', 'A patch needs at least one operation.');
  if (operations.length > MAX_OPERATIONS) return refuse('invalid-input', `A patch has at most ${MAX_OPERATIONS} operations.`);
  for (const [i, op] of operations.entries()) {
    const r = checkOperation(op);
    if (r) return { ...r, message: `Operation ${i + 1} (${String(op.op).slice(0, 40)}): ${r.message}`, detail: { ...r.detail, operation: i } };
  }
  return null;
}

// ---- exact revert: attribute order ----

/**
 * Attributes to take off and put back, in order, so the element's attribute order is `initial`
 * again (attributes added since, by the page, keep their relative order after them). Re-adding
 * appends, so this is the shortest suffix of the current order that is out of place.
 */
export function attributeOrderRepair(initial: readonly string[], current: readonly string[]): string[] {
  const present = new Set(current);
  const known = new Set(initial);
  const desired = [...initial.filter((n) => present.has(n)), ...current.filter((n) => !known.has(n))];
  let k = 0;
  while (k < current.length && current[k] === desired[k]) k++;
  return k === current.length ? [] : desired.slice(k);
}

/** Attributes that reload or re-fetch something when set again: an order repair must not touch them. */
export const RELOADING_ATTRIBUTES = new Set(['src', 'srcset', 'href', 'data', 'srcdoc', 'poster', 'xlink:href']);
