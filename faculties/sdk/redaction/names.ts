// Which names say that the value beside them is a credential: object keys, URL parameters, form
// labels, table headers, `name=value` text. A name is split into words (camelCase, snake_case,
// kebab-case, spaces) and read like an English compound, whose last word says what the value is:
// `sessionId` and `x-auth-token` hold secrets, `session_count` and `token_type` only describe one.
// Other languages' credential names are a data table (./secret-terms.ts), in every script.
import { SECRET_TERMS } from './secret-terms.ts';

/** Words that, as a word of a name, mark a credential. */
const SECRET_WORDS = new Set([
  'pw', 'pwd', 'pass', 'passwd', 'password', 'passwords', 'passphrase', 'passcode', 'secret', 'secrets', 'token', 'auth',
  'authorization', 'bearer', 'jwt', 'session', 'sessionid', 'sessid', 'sid', 'cookie', 'cookies', 'csrf', 'xsrf', 'apikey',
  'credential', 'credentials', 'otp', 'totp', 'hotp', 'mfa', 'pin', 'cvv', 'cvv2', 'cvc', 'csc', 'ssn', 'pan', 'iban',
  'privatekey', 'signature', 'mnemonic',
]);
/** Adjacent word pairs that mark a credential (`api_key`, `privateKey`, `cardNumber`). */
const SECRET_PAIRS = new Set([
  'api key', 'private key', 'access key', 'secret key', 'signing key', 'encryption key', 'master key', 'client secret',
  'set cookie', 'card number', 'credit card', 'security code', 'account number', 'routing number', 'recovery code',
  'backup code', 'seed phrase', 'refresh token', 'access token', 'id token',
]);
/** The pairs written as one lowercase word (`apikey`, `clientsecret`), which no split can separate. */
const JOINED_PAIRS = new Set([...SECRET_PAIRS].map((p) => p.replace(' ', '')));
/** Lowercase compounds ending in one of these (`csrftoken`, `accesstoken`, `userpassword`) are secret too. */
const SECRET_ENDINGS = ['token', 'secret', 'secrets', 'password', 'passwd', 'passphrase', 'passcode', 'apikey', 'sessionid', 'credentials'];

/**
 * Last words that make the name describe a secret rather than hold one: `session_count`,
 * `token_type`, `password_required`, `auth_expires_at`. The value is still scanned for shapes.
 */
const DESCRIPTIVE_HEADS = new Set([
  'count', 'counts', 'total', 'length', 'len', 'size', 'type', 'types', 'kind', 'format', 'status', 'version', 'policy',
  'strength', 'expires', 'expiry', 'expiration', 'ttl', 'lifetime', 'at', 'date', 'time', 'timestamp', 'created', 'updated',
  'enabled', 'disabled', 'required', 'name', 'label', 'title', 'description',
]);
/** First words that make the name a quantity of secrets: `max_tokens`, `num_sessions`. */
const QUANTITY_PREFIXES = new Set(['max', 'min', 'num', 'total']);

/** URL parameters that carry a credential in a URL but are ordinary words elsewhere (OAuth `code`, `state`). */
const URL_ONLY_HEADS = new Set(['code', 'state', 'nonce', 'key', 'sig', 'sess']);

/** A name as the tables spell it: lower case, Latin accents dropped, letters no accent rule splits folded. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßłøæœđı]/g, (c) => FOLDS[c]!)
    .normalize('NFC');
}
const FOLDS: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i' };

/** Words of a name in any script: camelCase humps, and anything but letters, digits and marks, split it. */
function nameWords(name: string): string[] {
  return foldName(name.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2'))
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/** The other languages' terms (./secret-terms.ts), folded and split like a name. */
const FOREIGN_PHRASES: readonly string[][] = [...new Set(Object.values(SECRET_TERMS).flatMap((t) => t.words.map((w) => nameWords(w).join(' '))))]
  .filter(Boolean)
  .map((p) => p.split(' '));
const FOREIGN_ENDINGS: readonly string[] = [...new Set(Object.values(SECRET_TERMS).flatMap((t) => (t.endings ?? []).map(foldName)))];
/** A label may say a little more than its term ("Confirmer le mot de passe"); more is a sentence. */
const MAX_EXTRA_LABEL_WORDS = 3;

function phraseAt(words: readonly string[], i: number, phrase: readonly string[]): boolean {
  return i >= 0 && i + phrase.length <= words.length && phrase.every((w, k) => words[i + k] === w);
}

const endsForeign = (word: string) => FOREIGN_ENDINGS.some((end) => word.endsWith(end));

/**
 * Whether words name a credential in another language: a label (written with spaces) must
 * start or end with the term, as both head-first ("contraseña actual") and head-last ("Ihr
 * Passwort") languages put it; a key (no spaces) may hold it anywhere (`motDePasse_nouveau`).
 */
function foreignSecret(words: readonly string[], label: boolean): boolean {
  if (!words.length) return false;
  if (label) {
    const last = words.length - 1;
    if (endsForeign(words[last]!) || endsForeign(words[0]!)) return words.length <= 1 + MAX_EXTRA_LABEL_WORDS;
    return FOREIGN_PHRASES.some((p) => words.length <= p.length + MAX_EXTRA_LABEL_WORDS && (phraseAt(words, 0, p) || phraseAt(words, words.length - p.length, p)));
  }
  return words.some(endsForeign) || FOREIGN_PHRASES.some((p) => words.some((_w, i) => phraseAt(words, i, p)));
}

function isSecretWord(word: string): boolean {
  return SECRET_WORDS.has(word) || JOINED_PAIRS.has(word) || SECRET_ENDINGS.some((end) => word.length > end.length && word.endsWith(end));
}

function namesSecret(words: readonly string[]): boolean {
  if (words.some(isSecretWord)) return true;
  for (let i = 0; i + 1 < words.length; i++) if (SECRET_PAIRS.has(`${words[i]} ${words[i + 1]}`)) return true;
  return isSecretWord(words.join(''));
}

/** Most words in a name written with spaces ("Your API key"); longer is a sentence, not a name. */
const MAX_LABEL_WORDS = 4;

/**
 * True when a name (a key, a label, a header) says its value is a credential. A name written
 * with spaces is a label read as plain English: its last word (or pair) must be the secret, so
 * "API token" and "Confirm password" are secret, "Token ring adapter" and "must pass a test" not.
 */
export function isSecretName(name: string): boolean {
  if (name.length > 200) return false; // a sentence, not a name; its text is scanned for shapes instead
  return remember(nameMemo, name, () => judgeName(name));
}

/** Names repeat (every record of a list has the same keys): their answers are kept, a bounded number. */
const MEMO_MAX_ENTRIES = 4096;
const nameMemo = new Map<string, boolean>();

function remember(memo: Map<string, boolean>, name: string, judge: () => boolean): boolean {
  let known = memo.get(name);
  if (known === undefined) {
    if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
    known = judge();
    memo.set(name, known);
  }
  return known;
}

function judgeName(name: string): boolean {
  const words = nameWords(name);
  if (/\s/.test(name.trim())) {
    const n = words.length;
    return (n > 0 && n <= MAX_LABEL_WORDS && (isSecretWord(words[n - 1]!) || (n > 1 && SECRET_PAIRS.has(`${words[n - 2]} ${words[n - 1]}`)))) || foreignSecret(words, true);
  }
  if (!words.length || !(namesSecret(words) || foreignSecret(words, false))) return false;
  const head = words.at(-1)!;
  if (words.length > 1 && DESCRIPTIVE_HEADS.has(head)) return false;
  if (words.length > 1 && QUANTITY_PREFIXES.has(words[0]!)) return false;
  return true;
}

/** A URL query or fragment parameter whose value is a credential, by its name. */
export function isSecretParamName(name: string): boolean {
  return isSecretName(name) || (name.length <= 200 && remember(paramMemo, name, () => URL_ONLY_HEADS.has(nameWords(name).at(-1) ?? '')));
}
const paramMemo = new Map<string, boolean>();
