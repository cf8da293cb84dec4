// Every URL that leaves the extension passes through here: user info is dropped and query or
// fragment parameters that look like secrets are removed, not masked, so their length leaks nothing.
import { isSecretParam } from './redaction/text.ts';

function cleanParams(params: URLSearchParams): boolean {
  let removed = false;
  for (const [name, value] of [...params]) {
    if (isSecretParam(name, value)) {
      params.delete(name);
      removed = true;
    }
  }
  return removed;
}

/** Returns the URL without credentials or secret-looking parameters; unparsable input becomes ''. */
export function projectUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '';
  }
  url.username = '';
  url.password = '';
  if (cleanParams(url.searchParams) && url.searchParams.size === 0) url.search = '';
  // OAuth implicit flows put tokens in the fragment as parameters.
  if (url.hash.includes('=')) {
    const fragment = new URLSearchParams(url.hash.slice(1));
    if (cleanParams(fragment)) url.hash = fragment.size ? `#${fragment}` : '';
  }
  return url.href;
}

export function originOf(raw: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    return 'null';
  }
}
