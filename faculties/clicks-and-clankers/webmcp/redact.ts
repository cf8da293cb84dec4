// Recognises likely credentials in a tool's result: by the key they sit under, and by their shape.
// False positives cost a hidden value; false negatives leak a secret into a model's context, so
// the lists lean towards hiding.

export const REDACTED = '[redacted]';

/** Words that, as a whole word of a key (camelCase, snake_case, kebab-case split), mark a credential. */
const SECRET_WORDS = new Set([
  'password', 'passwd', 'pwd', 'passphrase', 'passcode', 'secret', 'secrets', 'token', 'tokens', 'apikey', 'authorization',
  'auth', 'cookie', 'cookies', 'session', 'sessionid', 'sid', 'otp', 'totp', 'cvv', 'cvc', 'cvv2', 'csc', 'pin', 'ssn',
  'credential', 'credentials', 'bearer', 'jwt', 'privatekey', 'mfa', 'signature', 'pan', 'iban',
]);
/** Adjacent word pairs that mark a credential (`api_key`, `privateKey`, `cardNumber`). */
const SECRET_PAIRS = new Set([
  'api key', 'private key', 'access key', 'secret key', 'client secret', 'set cookie', 'card number', 'credit card',
  'security code', 'account number', 'routing number', 'refresh token', 'access token', 'id token',
]);

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  for (let i = 0; i + 1 < words.length; i++) if (SECRET_PAIRS.has(`${words[i]} ${words[i + 1]}`)) return true;
  return SECRET_WORDS.has(words.join(''));
}

interface ValuePattern {
  kind: string;
  re: RegExp;
}

/** Shapes of credentials in text. Every pattern is linear-time (no nested quantifiers). */
const VALUE_PATTERNS: ValuePattern[] = [
  { kind: 'private-key', re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g },
  { kind: 'jwt', re: /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g },
  { kind: 'bearer', re: /\b(?:Bearer|Basic|Token)\s+[A-Za-z0-9._~+/-]{8,}=*/gi },
  { kind: 'aws-access-key', re: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}\b/g },
  { kind: 'github-token', re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: 'gitlab-token', re: /\bglpat-[A-Za-z0-9_-]{20,}\b/g },
  { kind: 'slack-token', re: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g },
  { kind: 'google-api-key', re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'stripe-key', re: /\b(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}\b/g },
  { kind: 'openai-key', re: /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}\b/g },
  { kind: 'npm-token', re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'azure-connection', re: /\b(?:AccountKey|SharedAccessKey|SharedAccessSignature)=[A-Za-z0-9+/=%&:-]{16,}/g },
  { kind: 'url-credentials', re: /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/:@]+:[^\s/@]+@/gi },
];

/** 13-19 digits, optionally grouped by single spaces or dashes: the candidates for a card number. */
const CARD_CANDIDATE = /(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && luhnValid(digits);
}

/** Replaces credential-looking parts of a string with markers; returns the text and how many. */
export function redactText(text: string): { text: string; count: number } {
  let count = 0;
  let out = text;
  for (const { kind, re } of VALUE_PATTERNS) {
    out = out.replace(re, (match, scheme?: string) => {
      count++;
      // Keep the URL scheme so the surrounding text still reads as a URL.
      return kind === 'url-credentials' && typeof scheme === 'string' && match.startsWith(scheme) ? `${scheme}${REDACTED}@` : `[redacted:${kind}]`;
    });
  }
  out = out.replace(CARD_CANDIDATE, (match) => {
    if (!isCardNumber(match)) return match;
    count++;
    return '[redacted:card-number]';
  });
  return { text: out, count };
}

/** A number that reads as a card number (JSON numbers lose nothing up to 15-16 digits). */
export function isCardLikeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && isCardNumber(String(value));
}
