// The elements whose cursor the snapshot walk reads, against Chromium's own computed styles: any
// element left out must have its parent's cursor, whatever rule, markup or animation is in play.
import { expect } from '@esm-bundle/chai';
import { UA_CURSOR_TAGS, ownCursorElements } from './own-cursor.ts';

const added: Element[] = [];

function addStyle(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  added.push(style);
}

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  added.push(root);
  return root;
}

/** Every element under `root` that ownCursorElements leaves out (and the browser does not style itself) has its parent's cursor. */
function expectInferable(root: Element): void {
  const own = ownCursorElements(document);
  expect(own, 'the rules are readable').to.not.equal(null);
  const cursor = (el: Element) => getComputedStyle(el).cursor;
  let checked = 0;
  for (const el of root.querySelectorAll('*')) {
    if (own!.has(el) || UA_CURSOR_TAGS.has(el.localName)) continue;
    expect(cursor(el), `${el.outerHTML.slice(0, 80)} inherits its cursor`).to.equal(cursor(el.parentElement!));
    checked++;
  }
  expect(checked).to.be.greaterThan(5);
}

afterEach(() => {
  for (const el of added.splice(0)) el.remove();
  document.adoptedStyleSheets = [];
  for (const a of document.getAnimations()) a.cancel();
});

describe('ownCursorElements', () => {
  it('finds every element a rule, an inline style or a presentation attribute gives a cursor', () => {
    addStyle(`
      .card { cursor: pointer; }
      #plain { cursor: default !important; }
      @media (min-width: 1px) { .wide { cursor: help; } }
      @supports (display: grid) { @layer base { .layered { cursor: move; } } }
      @container (min-width: 1px) { .contained { cursor: wait; } }
      .reset { all: initial; }
      .allvar { all: var(--none, initial); }
      .var { cursor: var(--c, pointer); }
      .parent:has(> .flag) { cursor: zoom-in; }
      ul > li + li { cursor: grab; }
      .pseudo::before { cursor: pointer; content: 'x'; }
    `);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.adopted { cursor: crosshair; }');
    document.adoptedStyleSheets = [sheet];
    const root = mount(`
      <div class="card"><span>in card</span><p><em>deeper</em></p></div>
      <div class="card"><span id="plain">plain</span><b>b</b></div>
      <section class="wide"><i>wide</i></section>
      <div class="layered"><span>l</span></div>
      <div class="contained"><span>c</span></div>
      <div class="card"><span class="reset">reset</span><span class="allvar">all through var()</span></div>
      <div class="var"><span>v</span></div>
      <div class="parent"><span class="flag">f</span><span>g</span></div>
      <ul><li>one</li><li>two</li><li>three</li></ul>
      <div class="pseudo"><span>p</span></div>
      <div class="adopted"><span>a</span></div>
      <div style="cursor: not-allowed"><span>inline</span></div>
      <svg cursor="pointer" width="10" height="10"><rect width="10" height="10"></rect></svg>
      <a href="#x"><span>link</span></a> <label>label <span>text</span></label> <button><span>b</span></button>
    `);
    expectInferable(root);
  });

  it('is null when a rule that sets a cursor cannot be used as written, or a cursor is animated', () => {
    addStyle('.outer { color: red; & .inner { color: blue; } }');
    expect(ownCursorElements(document), 'nested rules without a cursor are fine').to.not.equal(null);
    for (const css of ['.outer { & .inner { cursor: pointer; } }', '@scope (.outer) { :scope { cursor: pointer; } }', '@keyframes k { from { cursor: pointer; } }']) {
      addStyle(css);
      expect(ownCursorElements(document), css).to.equal(null);
      added.pop()!.remove();
    }
    const el = mount('<span>animated</span>').firstElementChild!;
    el.animate([{ cursor: 'pointer' }, { cursor: 'wait' }], { duration: 100_000 });
    expect(ownCursorElements(document)).to.equal(null);
  });

  it('names every tag the browser itself gives a cursor', () => {
    const tags =
      'a abbr address area article aside audio b bdi bdo blockquote br button canvas caption cite code data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr i iframe img input ins kbd label legend li main map mark menu meter nav object ol output p picture pre progress q ruby s samp search section select small span strong sub summary sup table td textarea th time tr u ul var video marquee center font big nobr xmp tt strike'.split(
        ' ',
      );
    const attributeSets = [{}, { href: '#x' }, { contenteditable: 'true' }, { tabindex: '0' }, { disabled: '' }, { open: '' }, { controls: '' }, { popover: '' }, { role: 'button' }, ...['button', 'checkbox', 'file', 'hidden', 'range', 'color', 'date'].map((type) => ({ type }))];
    const host = mount('');
    for (const parentCursor of ['crosshair', 'pointer']) {
      host.style.cursor = parentCursor;
      for (const tag of tags) {
        for (const attributes of attributeSets) {
          const el = document.createElement(tag);
          for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
          host.replaceChildren(el);
          if (getComputedStyle(el).cursor !== parentCursor) expect(UA_CURSOR_TAGS.has(tag), `<${tag} ${JSON.stringify(attributes)}> gets a cursor of its own`).to.equal(true);
        }
      }
    }
  });
});
