// Which names say that the value beside them is a credential: object keys, URL parameters, form
// labels, table headers, `name=value` text. A name is split into words (camelCase, snake_case,
// kebab-case, spaces) and read like an English compound, whose last word says what the value is:
// `sessionId` and `x-auth-token` hold secrets, `session_count` and `token_type` only describe one.

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

function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
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
    return n > 0 && n <= MAX_LABEL_WORDS && (isSecretWord(words[n - 1]!) || (n > 1 && SECRET_PAIRS.has(`${words[n - 2]} ${words[n - 1]}`)));
  }
  if (!words.length || !namesSecret(words)) return false;
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
