// Where the Navi may send a tab: an http(s) URL on a site the person allowed, with no user name or
// password in it (a URL is shown, logged and kept in history: credentials never belong there).
// Pure, so the rules are tested alone.
import { BridgeError } from '../../../browser-bridge/errors.ts';

export interface Destination {
  /** The URL as it will be loaded (parsed and re-serialised). */
  url: string;
  origin: string;
}

export const MAX_URL_CHARS = 2048;

export function checkDestination(raw: string, allowedOrigins: readonly string[]): Destination {
  if (raw.length > MAX_URL_CHARS) throw new BridgeError('invalid-input', `The URL is longer than ${MAX_URL_CHARS} characters.`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BridgeError('invalid-input', 'That is not an absolute URL (it needs https:// or http://).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BridgeError('origin-not-allowed', `Only http and https pages can be opened, not ${url.protocol} URLs.`, { scheme: url.protocol });
  }
  if (url.username || url.password) {
    throw new BridgeError('credentials-in-url', 'The URL carries a user name or password: AI Echo never puts credentials in a URL. Sign in on the page itself.');
  }
  if (!allowedOrigins.includes(url.origin)) {
    throw new BridgeError('origin-not-allowed', `AI Echo is not allowed on ${url.origin}. Allow it in the extension's options page first.`, { origin: url.origin });
  }
  return { url: url.href, origin: url.origin };
}
