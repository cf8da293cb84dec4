// Every URL that leaves the extension passes through here: user info is dropped and query or
// fragment parameters that look like secrets are removed, not masked, so their length leaks nothing.
const SECRET_PARAM =
  /(^|[_.-])(access|refresh|id)?[_.-]?(token|secret|passw(or)?d|pwd|pass|api[_.-]?key|apikey|key|auth|authorization|session|sess|sid|code|sig|signature|credential|jwt|otp|nonce|state)s?$/i;
const JWT_VALUE = /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*$/;

export function isSecretParam(name: string, value: string): boolean {
  return SECRET_PARAM.test(name) || JWT_VALUE.test(value);
}

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
