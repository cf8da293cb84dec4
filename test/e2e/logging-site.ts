// A small site for the read-only mapping and redirect tests: it keeps a session cookie, logs every request it
// gets (path, query and the cookie sent), and its "acting" links really act (logout ends the
// session, delete deletes), so a mapping run that opened one would show in the log and in the
// session. A second server stands for another site the person allowed; it only logs.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface LoggedRequest {
  path: string;
  sid: string | null;
}

export interface FixtureSite {
  origin: string;
  requests: LoggedRequest[];
  /** Session ids still signed in. */
  sessions: Set<string>;
  /** Holds requests for `path` until the returned function is called. */
  hold(path: string): () => void;
  close(): Promise<void>;
}

const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
const links = (list: [string, string][]) => `<ul>${list.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul>`;

function sidOf(req: IncomingMessage): string | null {
  return /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? null;
}

function listen(port: number, handle: (req: IncomingMessage, res: ServerResponse, path: string) => void | Promise<void>, site: Omit<FixtureSite, 'origin' | 'close'>): Promise<FixtureSite> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    site.requests.push({ path: url.pathname + url.search, sid: sidOf(req) });
    void handle(req, res, url.pathname);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        ...site,
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
      }),
    );
  });
}

/** The other allowed site: logs, answers a plain page. */
export function serveOtherSite(port: number): Promise<FixtureSite> {
  const state = { requests: [] as LoggedRequest[], sessions: new Set<string>(), hold: () => () => undefined };
  return listen(port, (_req, res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(page('Other site', '')), state);
}

/** The site under test. `other` is another site's origin, where its off-site links and redirects lead. */
export function serveLoggingSite(port: number, other: string): Promise<FixtureSite> {
  const requests: LoggedRequest[] = [];
  const sessions = new Set<string>();
  const held = new Map<string, Promise<void>>();
  const hold = (path: string) => {
    let release!: () => void;
    held.set(path, new Promise<void>((r) => (release = r)));
    return () => {
      held.delete(path);
      release();
    };
  };
  const self = `http://127.0.0.1:${port}`;
  const otherHostPort = other.replace(/^https?:\/\//, '');
  const html = (res: ServerResponse, body: string, headers: Record<string, string> = {}) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(body);
  const steps = 'abcdefgh'.split('');
  return listen(
    port,
    async (req, res, path) => {
      await held.get(path);
      const sid = sidOf(req);
      const signedIn = sid !== null && sessions.has(sid);
      const status = signedIn ? '<p id="who">Signed in as Ann</p>' : '<p id="who">Signed out</p>';
      switch (path) {
        case '/login': {
          const id = `s${sessions.size + 1}`;
          sessions.add(id);
          return html(res, page('Signed in', links([['/home', 'Home']])), { 'set-cookie': `sid=${id}; Path=/; HttpOnly; SameSite=Lax` });
        }
        case '/home':
          return html(
            res,
            page(
              'Home',
              status +
                links([
                  ['/about', 'About us'],
                  ['/deleted-scenes-review', 'Deleted scenes, reviewed'],
                  ['/contact?topic=press', 'Contact'],
                  ['/logout', 'Log out'],
                  ['/account/delete?id=1', 'Close my account'],
                  ['/unsubscribe', 'Stop the newsletter'],
                  ['/confirm?token=7f3a9c2e41b8d6f0a5e3c1b9d7f2a4e6', 'Confirm your email'],
                  ['/session/end', 'Sign out'],
                  ['/list?do=remove&item=3', 'Tidy the list'],
                  [`//${otherHostPort}/protocol-relative`, 'Partner'],
                  [`${self}//${otherHostPort}/double-slash`, 'Partner again'],
                  ['/go-elsewhere', 'Elsewhere'],
                  ['/moved', 'Moved page'],
                ]),
            ),
          );
        case '/about':
          return html(res, page('About us', status + links([['/home', 'Home'], ['/contact?topic=press', 'Contact']])));
        case '/deleted-scenes-review':
          return html(res, page('Deleted scenes, reviewed', links([['/home', 'Home']])));
        case '/contact':
          return html(res, page('Contact', links([['/home', 'Home']])));
        case '/logout':
        case '/session/end':
          if (sid) sessions.delete(sid);
          return html(res, page('Signed out', ''), { 'set-cookie': 'sid=; Path=/; Max-Age=0' });
        case '/account/delete':
        case '/unsubscribe':
        case '/confirm':
        case '/list':
          if (sid) sessions.delete(sid);
          return html(res, page('Done', 'That changed something.'));
        case '/go-elsewhere':
          return void res.writeHead(302, { location: `${other}/index.html` }).end();
        case '/moved':
          return void res.writeHead(302, { location: '/logout' }).end();
      }
      const step = /^\/step-([a-h])$/.exec(path);
      if (step) {
        const next = steps[steps.indexOf(step[1]!) + 1];
        return html(res, page(`Step ${step[1]}`, next ? links([[`/step-${next}`, `Step ${next}`]]) : ''));
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    },
    { requests, sessions, hold },
  );
}
