// Which links a site-mapping run may open: a mapping run is read-only, and on the web a GET can
// still change state (log out, delete, unsubscribe, confirm). One pure gate for the kernel's run
// (which skips and reports) and the extension's visit action (which refuses), so neither alone
// decides. A link passes only when, resolved against the page it was found on, it is http(s) on
// exactly the mapped origin, carries no user info, no backslash and no `//` path, holds no token
// (the redaction library's own detectors, and its markers where a token was already cut out),
// and none of its words (path segments, query keys and values, the link's text) says it acts:
// the consequence table (./consequence.ts) plus STATE_CHANGING_LINK_WORDS below.
//
// Words are compared whole (./consequence.ts wordsOf), so "/deleted-scenes-review" is a page
// about deleted scenes and is walked, while "/delete", "/account/delete?id=1", "?do=remove" and
// a link reading "Log out" are not. Only the listed forms count: "deleted", "removal",
// "cancelled" describe a state; "delete", "remove", "cancel" ask for a change.
import { consequencesOf, wordsOf } from './consequence.ts';
import { redactText } from './redaction/data.ts';
import { isSecretParam } from './redaction/text.ts';

/** Single words, and word pairs, that a link which changes state says (beyond the consequence table). */
export const STATE_CHANGING_LINK_WORDS: readonly (readonly string[])[] = [
  ...['logout', 'logoff', 'signout', 'signoff', 'optout', 'unsubscribe', 'delete', 'deletes', 'remove', 'removes', 'cancel', 'cancels', 'confirm', 'confirms', 'verify', 'verifies', 'activate', 'deactivate', 'reset', 'revoke', 'unlink', 'disable', 'approve', 'reject', 'decline', 'unfollow', 'redeem'].map(
    (w) => [w],
  ),
  ['log', 'out'],
  ['log', 'off'],
  ['sign', 'out'],
  ['sign', 'off'],
  ['opt', 'out'],
];

export type LinkVerdict = { ok: true; url: string } | { ok: false; why: string };

const quote = (s: string) => `"${s.length > 60 ? `${s.slice(0, 57)}...` : s}"`;

function decoded(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** A word (or pair) of the declared list among these words, or null. */
function stateWord(text: string): string | null {
  const words = wordsOf(text);
  const set = new Set(words);
  for (const rule of STATE_CHANGING_LINK_WORDS) {
    if (rule.length === 1 ? set.has(rule[0]!) : words.some((w, i) => w === rule[0] && words[i + 1] === rule[1])) return rule.join(' ');
  }
  return null;
}

/** Why a link's words say it acts, or null. */
function actingWords(names: readonly string[]): string | null {
  for (const name of names) {
    if (!name) continue;
    const word = stateWord(name);
    if (word) return `${quote(name)} says "${word}", which changes state`;
    const [c] = consequencesOf({ names: [name] });
    if (c) return `${c.because.replace(/^it is called /, '')} ${c.kind === 'spends-money' ? 'may spend money' : 'may not be undone'}`;
  }
  return null;
}

/** Whether a URL carries a token: the redaction library finds one, or already cut one out (its marker). */
function tokenBearing(url: URL): string | null {
  if (/\[redacted|%5Bredacted/i.test(url.href)) return 'it carried a token (already hidden by redaction)';
  for (const [name, value] of url.searchParams) if (isSecretParam(name, value)) return `its query parameter ${quote(name)} holds a token or secret`;
  for (const segment of url.pathname.split('/')) if (segment && redactText(decoded(segment)).count > 0) return 'a path segment looks like a token or secret';
  if (redactText(url.href).count > 0) return 'it looks like it carries a token or secret';
  return null;
}

/**
 * The URL a mapping run may open for the link `raw` (as the page gave it, with its `text`) found on
 * `base`, on the mapped `origin`; or why not. The URL returned has no fragment (it is not sent).
 */
export function readOnlyLink(raw: string, base: string, origin: string, text = ''): LinkVerdict {
  const trimmed = raw.trim();
  if (trimmed.includes('\\')) return { ok: false, why: 'it has a backslash, which browsers read as a slash and can lead off the site' };
  if (trimmed.startsWith('//')) return { ok: false, why: 'it starts with //, which leaves the site' };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { ok: false, why: 'it is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, why: `it is a ${url.protocol} link, not a web page` };
  if (url.username || url.password) return { ok: false, why: 'it carries a user name or password' };
  if (url.origin !== origin) return { ok: false, why: `it leads to ${url.origin}, not the mapped site` };
  if (url.pathname.startsWith('//')) return { ok: false, why: 'its path starts with //, which can be read as another site' };
  const token = tokenBearing(url);
  if (token) return { ok: false, why: token };
  const names = [...url.pathname.split('/').map(decoded), ...[...url.searchParams].flatMap(([k, v]) => [k, v]), text];
  const acting = actingWords(names);
  if (acting) return { ok: false, why: acting };
  url.hash = '';
  return { ok: true, url: url.href };
}
