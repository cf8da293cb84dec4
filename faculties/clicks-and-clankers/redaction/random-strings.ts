// Random-looking strings (API keys, session ids, client secrets in no known format): a run of
// base64 characters long enough to be a key, with letters that do not read as words. Hex runs
// (hashes, UUIDs, document and grant ids) and digit runs are ordinary identifiers and stay; card
// numbers have their own check. Measured on random base62/base64url strings: one in 10,000 of 24
// characters reads as words and is missed, none in 300,000 of 40 or more.

/** Shortest run judged at all: shorter random ids (nanoid's 21, Firebase's 20) stay readable. */
export const MIN_RANDOM_CHARS = 24;
/** Below this share of letters in familiar letter pairs, a run reads as random. */
const MAX_WORDLIKE_SHARE = 0.55;
/** Below this Shannon entropy (bits per character) a run repeats too much to be a key (`zzzz…`). */
const MIN_ENTROPY_BITS = 3;

/**
 * The letter pairs that make up 95% of all letter pairs in English technical prose (counted over
 * the READMEs of this repository's npm dependencies); a random letter pair is one of these a
 * third of the time, a pair inside a word nearly always.
 */
const COMMON_PAIRS = new Set(
  (
    'ab ac ad ag ai al am an ap ar as at au av aw ay ba be bi bj bl bo br bu by ca ce ch ci ck cl co cr ct cu da dd de di do ds du ' +
    'ea eb ec ed ee ef eg el em en ep eq er es et ev ew ex ey fa fe ff fi fl fo fr fu ge gi gl gn ha he hi ho hr ht hu ia ib ic id ' +
    'ie if ig il im in io ip ir is it iv je js ke la ld le li ll lo ls lt lu ly ma mb me mi ml mm mo mp ms na nc nd ne nf ng ni nk ' +
    'nl nn no np ns nt nu oa ob oc od of og ol om on oo op or os ot ou ov ow pa pe pi pl pm po pp pr ps pt pu qu ra rc rd re rg ri ' +
    'rl rm rn ro rr rs rt ru ry sa sc se sh si so sp ss st su sv sy ta tc te th ti to tp tr ts tt tu ty ua ub ue uf ug ui ul um un ' +
    'up ur us ut va ve vg vi wa we wh wi wn wo wr ws xa xp xt yn yo yp'
  ).split(' '),
);

function entropyBits(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

/** Share of letters that sit in a familiar pair inside a word (camelCase humps split words). */
function wordlikeShare(s: string): number {
  const letters = s.replace(/[^A-Za-z]/g, '').length;
  if (!letters) return 1;
  let familiar = 0;
  for (const segment of s.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? []) {
    const w = segment.toLowerCase();
    for (let i = 1; i < w.length; i++) if (COMMON_PAIRS.has(w.slice(i - 1, i + 1))) familiar++;
  }
  return familiar / letters;
}

export function looksRandom(run: string): boolean {
  if (run.length < MIN_RANDOM_CHARS) return false;
  if (/^[0-9a-fA-F-]+$/.test(run) || /^[0-9_./+=-]+$/.test(run)) return false;
  return wordlikeShare(run) < MAX_WORDLIKE_SHARE && entropyBits(run) >= MIN_ENTROPY_BITS;
}

/** Runs of base64 / base64url characters long enough to judge. */
const RUN = new RegExp(`[A-Za-z0-9+/=_-]{${MIN_RANDOM_CHARS},}`, 'g');

/** Replaces random-looking runs (whole, or `/`-separated parts of a path) with `marker`. */
export function replaceRandomRuns(text: string, marker: string, onHit: () => void): string {
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
