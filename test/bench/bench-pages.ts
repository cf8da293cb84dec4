// The semantic benchmark's three pages, generated deterministically (seeded PRNG) so every run
// and every machine measures the same documents:
//   form.html  ~60 elements, a sign-up form (every field is in a form with a password)
//   shop.html  ~5,400 elements, 200 product cards
//   large.html ~30,000 elements, 2,000 links, tables and deeply wrapped comments
// `generateBenchPages(dir)` writes them; `node --import tsx test/bench/bench-pages.ts DIR` too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** mulberry32: small, fast, and the same sequence everywhere for one seed. */
function mulberry32(seed: number): () => number {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu quick brown lazy dog jumps over river mountain cotton wool steel glass ceramic bamboo leather walnut oak classic modern compact deluxe premium eco smart wireless portable'.split(
    ' ',
  );

const CSS = `
*{box-sizing:border-box} body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222}
header{display:flex;gap:16px;align-items:center;padding:8px 16px;background:#123;color:#fff} header a{color:#cde}
nav ul{list-style:none;display:flex;gap:12px;margin:0;padding:0}
.layout{display:grid;grid-template-columns:220px 1fr;gap:16px;padding:16px}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.card{border:1px solid #ddd;border-radius:6px;padding:8px;display:flex;flex-direction:column;gap:4px}
.card img{width:100%;height:120px;object-fit:cover;background:#eee}
.price .was{text-decoration:line-through;color:#888;margin-left:6px}
.badges{display:flex;gap:4px;list-style:none;padding:0;margin:0} .badges li{font-size:11px;background:#eef;padding:0 4px}
.actions{display:flex;gap:4px;align-items:center} .qty{width:48px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.menu{display:none} table{border-collapse:collapse;width:100%} td,th{border:1px solid #ddd;padding:2px 4px}
.comment{margin:4px 0 4px 12px;border-left:2px solid #eee;padding-left:6px}
footer{padding:16px;background:#f4f4f4} footer .cols{display:grid;grid-template-columns:repeat(5,1fr);gap:8px}
form.signup{max-width:640px;margin:16px auto;display:grid;gap:8px} fieldset{display:grid;gap:6px}
`;
const IMG = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#ccd"/></svg>')}`;
const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link']);

type Attrs = Record<string, string | number | boolean | null | undefined> | null;
type Child = string | null | false | undefined | Child[];

/** Children in document order, nested lists flattened, empty ones dropped. */
function flatten(children: Child[], out: string[] = []): string[] {
  for (const c of children) {
    if (Array.isArray(c)) flatten(c, out);
    else if (c != null && c !== false) out.push(c);
  }
  return out;
}

const esc = (s: unknown) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface BenchPage {
  html: string;
  /** Elements in the document, counted as they are built. */
  elements: number;
}

export interface BenchPages {
  form: BenchPage;
  shop: BenchPage;
  large: BenchPage & { links: number };
}

/** Builds the three pages; one PRNG stream across them, in this order, so each page is fixed. */
export function buildBenchPages(): BenchPages {
  const random = mulberry32(42);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(random() * a.length)]!;
  const sentence = (n: number) => {
    const w: string[] = [];
    for (let i = 0; i < n; i++) w.push(pick(WORDS));
    const s = w.join(' ');
    return s[0]!.toUpperCase() + s.slice(1);
  };

  let count = 0;
  const h = (tag: string, attrs: Attrs, ...children: Child[]): string => {
    count++;
    let a = '';
    if (attrs) {
      for (const [k, v] of Object.entries(attrs)) {
        if (v === false || v == null) continue;
        a += v === true ? ` ${k}` : ` ${k}="${esc(v)}"`;
      }
    }
    if (VOID.has(tag)) return `<${tag}${a}>`;
    return `<${tag}${a}>${flatten(children).join('')}</${tag}>`;
  };
  const doc = (title: string, body: () => Child[]): BenchPage => {
    count = 0;
    const b = flatten(body()).join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>${CSS}</style></head><body>${b}</body></html>`;
    // Plus the document's own head and root elements, counted as when the page sizes were set.
    return { html, elements: count + 6 };
  };

  // ---------- form: a small sign-up page ----------
  const form = doc('Create your account – Acme', () => [
    h('header', null, h('a', { href: '/' }, 'Acme'), h('nav', { 'aria-label': 'Main' }, h('ul', null, ['Products', 'Pricing', 'Help'].map((x) => h('li', null, h('a', { href: `/${x.toLowerCase()}` }, x)))))),
    h(
      'main',
      null,
      h('h1', null, 'Create your account'),
      h(
        'form',
        { class: 'signup', action: '/signup', method: 'post' },
        h(
          'fieldset',
          null,
          h('legend', null, 'Personal details'),
          h('label', { for: 'fn' }, 'First name'),
          h('input', { id: 'fn', name: 'first', autocomplete: 'given-name', required: true }),
          h('label', { for: 'ln' }, 'Last name'),
          h('input', { id: 'ln', name: 'last', autocomplete: 'family-name', required: true }),
          h('label', { for: 'em' }, 'Email'),
          h('input', { id: 'em', type: 'email', name: 'email', required: true }),
          h('label', { for: 'pw' }, 'Password'),
          h('input', { id: 'pw', type: 'password', name: 'password', required: true }),
          h('label', { for: 'country' }, 'Country'),
          h('select', { id: 'country', name: 'country' }, ['United States', 'Germany', 'France', 'Japan'].map((c) => h('option', null, c))),
        ),
        h('fieldset', null, h('legend', null, 'Plan'), ['Free', 'Pro', 'Team'].map((p, i) => h('label', null, h('input', { type: 'radio', name: 'plan', value: p.toLowerCase(), checked: i === 0 }), ` ${p}`))),
        h('label', { for: 'bio' }, 'About you'),
        h('textarea', { id: 'bio', name: 'bio', rows: 3 }),
        h('label', null, h('input', { type: 'checkbox', name: 'terms', required: true }), ' I accept the ', h('a', { href: '/terms' }, 'terms')),
        h('label', null, h('input', { type: 'checkbox', name: 'news' }), ' Send me the newsletter'),
        h('div', { class: 'actions' }, h('button', { type: 'submit', id: 'submit' }, 'Create account'), h('button', { type: 'reset' }, 'Clear')),
      ),
      h('p', null, 'Already have an account? ', h('a', { href: '/login' }, 'Sign in')),
    ),
    h('footer', null, h('a', { href: '/privacy' }, 'Privacy'), ' · ', h('a', { href: '/contact' }, 'Contact')),
  ]);

  // ---------- shop: a listing of 200 product cards ----------
  const shop = doc('Shop – All products (200)', () => [
    h(
      'header',
      null,
      h('a', { href: '/' }, 'ShopCo'),
      h(
        'form',
        { role: 'search', action: '/search' },
        h('label', { for: 'q', class: 'sr-only' }, 'Search products'),
        h('input', { id: 'q', type: 'search', name: 'q', placeholder: 'Search products' }),
        h('button', null, 'Search'),
      ),
      h(
        'nav',
        { 'aria-label': 'Categories' },
        h(
          'ul',
          null,
          ['Home', 'Kitchen', 'Outdoor', 'Office', 'Toys', 'Sale'].map((c) =>
            h('li', null, h('a', { href: `/c/${c.toLowerCase()}` }, c), h('ul', { class: 'menu' }, [1, 2, 3, 4].map((i) => h('li', null, h('a', { href: `/c/${c.toLowerCase()}/${i}` }, `${c} sub ${i}`))))),
          ),
        ),
      ),
      h('a', { href: '/cart', 'aria-label': 'Cart, 0 items' }, '🛒'),
    ),
    h(
      'div',
      { class: 'layout' },
      h(
        'aside',
        { 'aria-label': 'Filters' },
        h('h2', null, 'Filters'),
        ['Brand', 'Material', 'Color'].map((g) => h('fieldset', null, h('legend', null, g), [1, 2, 3, 4, 5].map((i) => h('label', null, h('input', { type: 'checkbox', name: g.toLowerCase(), value: i }), ` ${g} ${i}`)))),
        h('label', { for: 'sort' }, 'Sort by'),
        h('select', { id: 'sort' }, ['Featured', 'Price: low to high', 'Price: high to low', 'Rating'].map((o) => h('option', null, o))),
        h('label', { for: 'maxp' }, 'Max price'),
        h('input', { id: 'maxp', type: 'range', min: 0, max: 500 }),
      ),
      h(
        'main',
        null,
        h('h1', null, 'All products'),
        h('p', null, 'Showing 200 results'),
        h(
          'div',
          { class: 'grid' },
          Array.from({ length: 200 }, (_, i) => {
            const name = `${sentence(3)} #${i + 1}`;
            const price = (5 + random() * 200).toFixed(2);
            return h(
              'article',
              { class: 'card', 'data-sku': `SKU${1000 + i}` },
              h('a', { href: `/p/${i + 1}`, tabindex: -1 }, h('img', { src: IMG, alt: name, width: 160, height: 120 })),
              h(
                'div',
                { class: 'body' },
                h('h3', null, h('a', { href: `/p/${i + 1}` }, name)),
                h('p', { class: 'desc' }, sentence(10)),
                h('div', { class: 'price' }, h('span', { class: 'now' }, `$${price}`), h('span', { class: 'was' }, `$${(Number(price) * 1.2).toFixed(2)}`)),
                h('div', { class: 'rating', title: 'Rating' }, h('span', { 'aria-hidden': 'true' }, '★★★★☆'), h('span', null, `${Math.floor(random() * 500)} reviews`)),
                h('ul', { class: 'badges' }, h('li', null, `${pick(['New', 'Sale', 'Eco', 'Hot'])} · ${pick(['Free shipping', 'In stock', 'Limited'])}`)),
                h('select', { id: `var${i}`, 'aria-label': 'Variant' }, ['Small', 'Medium', 'Large'].map((v) => h('option', null, v))),
              ),
              h(
                'div',
                { class: 'actions' },
                h('label', { for: `qty${i}`, class: 'sr-only' }, 'Quantity'),
                h('input', { id: `qty${i}`, class: 'qty', type: 'number', min: 1, value: 1 }),
                h('button', { type: 'button', class: 'add', 'data-id': i + 1 }, 'Add to cart'),
                h('button', { type: 'button', 'aria-label': `Add ${name} to wishlist` }, h('span', { 'aria-hidden': 'true' }, '♡')),
                h('a', { href: `/p/${i + 1}#details` }, 'Details'),
              ),
            );
          }),
        ),
        h('nav', { 'aria-label': 'Pagination' }, h('ul', null, Array.from({ length: 10 }, (_, i) => h('li', null, h('a', { href: `?page=${i + 1}` }, String(i + 1)))))),
      ),
    ),
    h('footer', null, h('p', null, '© ShopCo'), h('a', { href: '/help' }, 'Help'), h('a', { href: '/returns' }, 'Returns')),
  ]);

  // ---------- large: ~30,000 elements, 2,000 links ----------
  let links = 0;
  const a = (attrs: Attrs, ...c: Child[]) => {
    links++;
    return h('a', attrs, ...c);
  };
  /** "div soup": `depth` wrapper divs around one comment. */
  const nestedComment = (i: number, depth: number) => {
    const inner = [
      h('div', { class: 'meta' }, h('span', { class: 'author' }, a({ href: `/u/${i}` }, `user${i}`)), h('time', null, `2024-0${1 + (i % 9)}-1${i % 9}`)),
      h('p', null, sentence(14)),
      h(
        'div',
        { class: 'tools' },
        h('button', { type: 'button' }, 'Reply'),
        h('button', { type: 'button', 'aria-label': 'Like' }, h('span', { 'aria-hidden': 'true' }, '👍')),
        h('span', null, String(i % 37)),
      ),
    ];
    let node = h('div', { class: 'comment', id: `c${i}` }, inner);
    for (let d = 0; d < depth; d++) node = h('div', { class: `w${d}` }, node);
    return node;
  };
  const large = doc('Big Portal – Reports, tables and discussion', () => {
    links = 0;
    const menuItem = (i: number) => {
      const sub = Array.from({ length: 10 }, (_, j) => h('li', null, a({ href: `/sec/${i}/${j}` }, `Topic ${i}.${j}`)));
      return h('li', null, a({ href: `/sec/${i}` }, `Section ${i}`), h('ul', { class: 'menu' }, sub));
    };
    const header = h(
      'header',
      null,
      a({ href: '/' }, 'BigPortal'),
      h('nav', { 'aria-label': 'Main' }, h('ul', null, Array.from({ length: 10 }, (_, i) => menuItem(i)))),
      h('input', { type: 'search', 'aria-label': 'Search portal' }),
    );
    const group = (i: number) => {
      const items = Array.from({ length: 10 }, (_, j) => h('li', null, a({ href: `/idx/${i}/${j}` }, `Item ${i}-${j}`)));
      return h('li', null, h('span', null, `Group ${i}`), h('ul', null, items));
    };
    const aside = h('aside', { 'aria-label': 'Index' }, h('ul', null, Array.from({ length: 20 }, (_, i) => group(i))));
    const acctRow = (i: number) =>
      h(
        'tr',
        null,
        h('td', null, h('input', { type: 'checkbox', 'aria-label': `Select row ${i}` })),
        h('td', null, String(10000 + i)),
        h('td', null, a({ href: `/acct/${i}` }, `Account ${sentence(2)}`)),
        h('td', null, pick(['EMEA', 'APAC', 'NA', 'LATAM'])),
        h('td', null, pick(WORDS)),
        [1, 2, 3, 4].map(() => h('td', null, (random() * 1e5).toFixed(0))),
        h('td', null, h('span', { class: 'st' }, pick(['open', 'won', 'lost']))),
      );
    const thead = h('thead', null, h('tr', null, ['', 'ID', 'Account', 'Region', 'Owner', 'Q1', 'Q2', 'Q3', 'Q4', 'Status'].map((c) => h('th', null, c))));
    const accounts = h('section', null, h('h2', null, 'Accounts'), h('table', null, thead, h('tbody', null, Array.from({ length: 800 }, (_, i) => acctRow(i)))));
    const txRow = (i: number) =>
      h(
        'tr',
        null,
        h('td', null, String(i)),
        h('td', null, a({ href: `/tx/${i}` }, `TX-${(random() * 1e8).toFixed(0)}`)),
        h('td', null, sentence(3)),
        h('td', null, (random() * 1000).toFixed(2)),
        h('td', null, h('button', { type: 'button' }, 'Refund')),
      );
    const tx = h('section', null, h('h2', null, 'Transactions'), h('table', null, h('tbody', null, Array.from({ length: 500 }, (_, i) => txRow(i)))));
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const statRow = (i: number) => h('tr', null, h('th', { scope: 'row' }, `Region ${i}`), Array.from({ length: 12 }, () => h('td', null, `${(random() * 100).toFixed(1)}%`)));
    const stats = h(
      'section',
      null,
      h('h2', null, 'Regional breakdown'),
      h('table', null, h('thead', null, h('tr', null, h('th', null, 'Region'), months.map((m) => h('th', null, m)))), h('tbody', null, Array.from({ length: 560 }, (_, i) => statRow(i)))),
    );
    const discussion = h('section', null, h('h2', null, 'Discussion'), Array.from({ length: 300 }, (_, i) => nestedComment(i, 6 + (i % 9))));
    const main = h('main', null, h('h1', null, 'Quarterly report'), accounts, tx, stats, discussion);
    const layout = h('div', { class: 'layout' }, aside, main);
    const remaining = 2000 - links;
    const per = Math.ceil(remaining / 5);
    const cols = Array.from({ length: 5 }, (_, c) =>
      h('ul', null, Array.from({ length: per }, (_, j) => (c * per + j < remaining ? h('li', null, a({ href: `/f/${c}/${j}` }, `Footer link ${c}.${j}`)) : null))),
    );
    const footer = h('footer', null, h('div', { class: 'cols' }, cols));
    return [header, layout, footer];
  });

  return { form, shop, large: { ...large, links } };
}

/** Writes form.html, shop.html and large.html into `dir`. */
export function generateBenchPages(dir: string): BenchPages {
  const pages = buildBenchPages();
  mkdirSync(dir, { recursive: true });
  for (const [name, page] of Object.entries(pages)) writeFileSync(resolve(dir, `${name}.html`), page.html);
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node --import tsx test/bench/bench-pages.ts OUT_DIR');
    process.exit(2);
  }
  const { form, shop, large } = generateBenchPages(dir);
  console.log(JSON.stringify({ form: form.elements, shop: shop.elements, large: large.elements, links: large.links }));
}
