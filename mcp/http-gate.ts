// Who may talk to `ai-echo-mcp --http` at all, before the bearer token is even looked at: a
// request addressed to loopback by name (the Host header), from no browser origin or a loopback
// one. A DNS-rebinding page (evil.example resolving to 127.0.0.1) sends its own name in Host and
// Origin, so it is refused here; a loopback page still needs the launch's token, which no page
// has (and no CORS header is ever sent, so a browser never lets a page send it).

/** The host names that can only mean this machine's loopback. */
const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

function loopbackUrl(text: string): boolean {
  try {
    return LOOPBACK_HOSTNAMES.has(new URL(text).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** `Host: 127.0.0.1:4890`, `localhost:4890`, `[::1]:4890` (any port: a rebinding changes the name, not the port). */
export function loopbackHost(host: string | undefined): boolean {
  return typeof host === 'string' && /^[\w.:[\]-]{1,300}$/.test(host) && loopbackUrl(`http://${host}`);
}

/** No Origin (a program), or an http(s) origin on loopback; never `null`, a file, or another site. */
export function loopbackOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  return /^https?:\/\//i.test(origin) && loopbackUrl(origin) && new URL(origin).origin === origin.toLowerCase().replace(/\/$/, '');
}
