// Random-looking strings (API keys, session ids, client secrets in no known format): a run of
// base64 characters long enough to be a key, with letters that do not read as words. Hex (hashes,
// UUIDs, document and grant ids, also inside a run: `order-<uuid>`) and digits are ordinary
// identifiers and stay; card numbers have their own check. Measured on 200,000 random strings
// each (test/bench has the inputs): mixed-case base62/base64 ones are missed about 1 in 1,000 at
// 24 characters, 1 in 50,000 at 32, and none at 40 or more; letters of one case read as random
// only when clearly so (ordinary codes look like `SKU-TRAIL-SHOE-42`), and a fifth of random
// base32/base36 strings under 100 characters are missed.

/** Shortest run judged at all: shorter random ids (nanoid's 21, Firebase's 20) stay readable. */
const MIN_RANDOM_CHARS = 24;
/** A longer run is judged by windows of this size (half-overlapping), so a key glued to words is still found. */
const WINDOW = 32;
/** Below this share of letters in familiar letter pairs, a run of mixed-case letters reads as random. */
const MAX_WORDLIKE_SHARE = 0.55;
/** The same for letters all of one case, which ordinary codes use (`SKU-TRAIL-SHOE-42`): stricter. */
const MAX_WORDLIKE_SHARE_ONE_CASE = 0.35;
/** Below this Shannon entropy (bits per character) a run repeats too much to be a key (`zzzz…`). */
const MIN_ENTROPY_BITS = 3;

/**
 * The letter pairs that make up 95% of all letter pairs in English technical prose (counted over
 * the READMEs of this repository's npm dependencies); a random letter pair is one of these a
 * third of the time, a pair inside a word nearly always.
 */
const COMMON_PAIRS =
  'ab ac ad ag ai al am an ap ar as at au av aw ay ba be bi bj bl bo br bu by ca ce ch ci ck cl co cr ct cu da dd de di do ds du ' +
  'ea eb ec ed ee ef eg el em en ep eq er es et ev ew ex ey fa fe ff fi fl fo fr fu ge gi gl gn ha he hi ho hr ht hu ia ib ic id ' +
  'ie if ig il im in io ip ir is it iv je js ke la ld le li ll lo ls lt lu ly ma mb me mi ml mm mo mp ms na nc nd ne nf ng ni nk ' +
  'nl nn no np ns nt nu oa ob oc od of og ol om on oo op or os ot ou ov ow pa pe pi pl pm po pp pr ps pt pu qu ra rc rd re rg ri ' +
  'rl rm rn ro rr rs rt ru ry sa sc se sh si so sp ss st su sv sy ta tc te th ti to tp tr ts tt tu ty ua ub ue uf ug ui ul um un ' +
  'up ur us ut va ve vg vi wa we wh wi wn wo wr ws xa xp xt yn yo yp';
/** The same pairs as a 26 x 26 table, indexed by letter (a = 0). */
const COMMON = new Uint8Array(26 * 26);
for (const pair of COMMON_PAIRS.split(' ')) COMMON[(pair.charCodeAt(0) - 97) * 26 + pair.charCodeAt(1) - 97] = 1;

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isHexOrDash = (c: number) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70) || c === 45;
/** Hex stretches this long with digits in them (`123e4567-e89b-…`, a commit hash) are ids, not text to judge. */
const MIN_HEX_ID = 8;
/** Fewer characters than this left to judge, once hex ids are set aside: an id with a prefix (`order-<uuid>`). */
const MIN_JUDGED = 16;

/** Marks the positions of s[start, end) that belong to hex ids. */
function hexIds(s: string, start: number, end: number): Uint8Array {
  const mark = new Uint8Array(end - start);
  for (let i = start; i < end; ) {
    if (!isHexOrDash(s.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    let digits = 0;
    for (; j < end && isHexOrDash(s.charCodeAt(j)); j++) if (isDigit(s.charCodeAt(j))) digits++;
    if (j - i >= MIN_HEX_ID && digits >= 2) mark.fill(1, i - start, j - start);
    i = j;
  }
  return mark;
}

/**
 * Whether s[start, end) reads as random: hex ids set aside, enough entropy, and few of its
 * letters in familiar pairs inside a word (camelCase humps and ALLCAPS-to-Word steps split words).
 */
function randomRange(s: string, start: number, end: number): boolean {
  const ids = hexIds(s, start, end);
  const judged = (i: number) => i < end && !ids[i - start];
  let n = 0;
  let letters = 0;
  let uppers = 0;
  let familiar = 0;
  const counts = new Map<number, number>();
  for (let i = start; i < end; i++) {
    if (!judged(i)) continue;
    const c = s.charCodeAt(i);
    n++;
    counts.set(c, (counts.get(c) ?? 0) + 1);
    if (!isUpper(c) && !isLower(c)) continue;
    letters++;
    if (isUpper(c)) uppers++;
    if (!judged(i + 1)) continue;
    const d = s.charCodeAt(i + 1);
    if (!isUpper(d) && !isLower(d)) continue;
    if (isLower(c) && isUpper(d)) continue; // camelCase hump: a new word
    if (isUpper(c) && isUpper(d) && judged(i + 2) && isLower(s.charCodeAt(i + 2))) continue; // HTTPRequest: P|R
    if (COMMON[((c | 32) - 97) * 26 + (d | 32) - 97]) familiar++;
  }
  // Mostly digits and separators (dates, versions, phone numbers) is not a key's alphabet.
  if (n < MIN_JUDGED || letters * 2 < n) return false;
  let entropy = 0;
  for (const k of counts.values()) entropy -= (k / n) * Math.log2(k / n);
  const oneCase = uppers === 0 || uppers === letters;
  return familiar / letters < (oneCase ? MAX_WORDLIKE_SHARE_ONE_CASE : MAX_WORDLIKE_SHARE) && entropy >= MIN_ENTROPY_BITS;
}

/** Whether a run (24+ base64 characters) reads as random, whole or in any window of a long one. */
export function looksRandom(run: string): boolean {
  if (run.length < MIN_RANDOM_CHARS) return false;
  if (run.length <= 2 * WINDOW) return randomRange(run, 0, run.length);
  for (let i = 0; i < run.length; i += WINDOW / 2) {
    const end = Math.min(run.length, i + WINDOW);
    if (end - i < MIN_RANDOM_CHARS) break;
    if (randomRange(run, i, end)) return true;
  }
  return false;
}

/** A URL path segment is judged from this length: a link that logs in or resets a password carries a shorter key than free text would. */
const MIN_PATH_TOKEN_CHARS = 16;
/** Hex this long (128 bits or more) as a whole path segment is a key (`/reset/<hex>`), not a readable id. */
const MIN_PATH_HEX_CHARS = 32;

/** Whether one URL path segment is a credential by its shape: long hex, or a random base64url run. */
export function looksLikePathToken(segment: string): boolean {
  if (segment.length >= MIN_PATH_HEX_CHARS && /^[0-9a-fA-F]+$/.test(segment)) return true;
  return segment.length >= MIN_PATH_TOKEN_CHARS && /^[A-Za-z0-9_-]+$/.test(segment) && (looksRandom(segment) || randomRange(segment, 0, segment.length));
}

/**
 * Short base64 (12 to 23 characters, too short for the random-run check): only the standard
 * alphabet's own marks make it one, padding (`…==`, whole groups of four, with both cases or a
 * `+` or `/`) or a `+` among upper and lower case letters and digits. Words, slugs and base64url ids (nanoid, Firebase) carry none.
 */
const SHORT_BASE64 = /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/]{10,23}={0,2}(?![A-Za-z0-9+/=_-])/g;
function isShortBase64(run: string): boolean {
  if (run.length < 12 || run.length >= MIN_RANDOM_CHARS) return false;
  const body = run.replace(/=+$/, '');
  const padded = body.length < run.length && run.length % 4 === 0;
  const cases = /[A-Z]/.test(body) && /[a-z]/.test(body);
  return (padded && (cases || /[+/]/.test(body))) || (cases && /[0-9]/.test(body) && body.includes('+'));
}

/** Replaces short base64 secrets with `marker`. */
export function replaceShortBase64(text: string, marker: string, onHit: () => void): string {
  if (text.length < 12 || (!text.includes('=') && !text.includes('+'))) return text;
  return text.replace(SHORT_BASE64, (run) => {
    if (!isShortBase64(run)) return run;
    onHit();
    return marker;
  });
}

/** Runs of base64 / base64url characters long enough to judge (tried once, from where each run starts). */
const RUN = new RegExp(`(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/=_-]{${MIN_RANDOM_CHARS},}`, 'g');

/** Replaces random-looking runs (whole, or `/`-separated parts of a path) with `marker`. */
export function replaceRandomRuns(text: string, marker: string, onHit: () => void): string {
  if (text.length < MIN_RANDOM_CHARS) return text;
  return text.replace(RUN, (run) => {
    if (looksRandom(run)) {
      onHit();
      return marker;
    }
    if (!run.includes('/')) return run;
    return run
      .split('/')
      .map((part) => {
        if (!looksRandom(part)) return part;
        onHit();
        return marker;
      })
      .join('/');
  });
}
