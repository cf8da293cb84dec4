// The snapshot's walk and its budget on real DOM in Chromium (no extension): every control a
// person can use, listed once, and only as much as the caller's budget holds.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { jsonChars } from '../json-chars.ts';
import { parseOutline, type OutlineLine } from '../../sdk/outline.ts';
import type { FrameSnapshot } from '../protocol.ts';
import { find } from './find.ts';
import { identify } from '../../sdk/page/identity.ts';
import { resolveTarget } from '../../sdk/page/resolve.ts';
import { FRAME_ENVELOPE_CHARS, snapshot } from './snapshot.ts';
import { PathMemo } from '../../sdk/page/tree.ts';

let root: HTMLElement;

function mount(html: string): HTMLElement {
  root = document.createElement('div');
  root.id = 'fixture';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const snap = (extra: Partial<Parameters<typeof snapshot>[0]> = {}) => snapshot({ maxElements: 5000, maxBytes: 400_000, ...extra });
const linesOf = (s: FrameSnapshot) => parseOutline(s.outline);
const byId = (id: string) => document.getElementById(id)!;
const named = (s: FrameSnapshot, name: string): OutlineLine[] => linesOf(s).filter((l) => l.name === name);

function one(s: FrameSnapshot, role: string, name: string): OutlineLine {
  const found = linesOf(s).filter((l) => l.role === role && l.name === name);
  expect(found, `${role} "${name}" in\n${s.outline}`).to.have.length(1);
  return found[0]!;
}

/** The frame as the service worker passes it on (its own fields, without the runtime's bookkeeping). */
function asSent(s: FrameSnapshot): number {
  const { iframes: _i, ownerPath: _o, cursor: _c, childFrames: _f, outlineBytes: _b, ...rest } = s;
  return jsonChars(rest) + FRAME_ENVELOPE_CHARS;
}

describe('snapshot: every control a person can use', () => {
  afterEach(() => root?.remove());

  it('lists elements a script made clickable by their text, once, and resolves their fingerprints', () => {
    mount(`
      <div id="card" style="cursor:pointer"><span>Open the card</span> <span>with details</span></div>
      <span id="star" onclick="void 0">Star</span>
      <a id="next" style="cursor:pointer" title="Next month"><span class="icon">Next</span></a>
      <ul id="suggest" style="cursor:pointer"><li>Paris</li><li>Rome</li></ul>
      <div style="cursor:pointer"><a href="#only">Only link</a></div>
      <div style="cursor:pointer" id="teaser"><h3>Teaser</h3><p>Long teaser text</p><a href="#read">Read</a></div>
      <button style="cursor:pointer"><span style="cursor:pointer">Inside a button</span></button>`);
    const s = snap();
    const card = one(s, 'generic', 'Open the card with details');
    one(s, 'generic', 'Star');
    one(s, 'generic', 'Next');
    one(s, 'generic', 'Paris');
    one(s, 'generic', 'Rome');
    expect(named(s, 'Open the card')).to.have.length(0, 'a span inheriting the card\'s pointer is part of the card');
    expect(linesOf(s).filter((l) => l.role === 'generic' && /Paris Rome/.test(l.name))).to.have.length(0, 'a list hands its pointer to its items');
    expect(linesOf(s).filter((l) => l.name === 'Only link')).to.have.length(1, 'a wrapper around one link adds nothing');
    one(s, 'link', 'Read');
    expect(linesOf(s).some((l) => l.role === 'generic' && l.name.startsWith('Teaser'))).to.equal(true, 'a clickable card holding a link is both');
    expect(linesOf(s).filter((l) => l.name === 'Inside a button')).to.have.length(1);
    // The fingerprint is what resolving computes for the element, so actions reach it.
    expect(identify(byId('card'), new PathMemo()).fingerprint).to.equal(card.fingerprint);
    expect(resolveTarget({ fingerprint: card.fingerprint! })).to.equal(byId('card'));
  });

  it('reads the cursor of whatever inside a clickable card has children: one that turns the pointer off hands its own children theirs again', () => {
    mount(`
      <div style="cursor:pointer">Card text
        <div style="cursor:auto"><span style="cursor:pointer">Inner chip</span> plain</div>
        <span>Leaf text</span>
        <div><span>Deep text</span> more</div>
      </div>`);
    const s = snap();
    one(s, 'generic', 'Inner chip');
    expect(named(s, 'Leaf text')).to.have.length(0, "a leaf under the card's pointer is the card's text");
    expect(named(s, 'Deep text')).to.have.length(0, 'a child that inherits the pointer hands it on to its own children');
  });

  it('lists controls inside aria-hidden parts that a person can still press, marked, and no structure there', () => {
    mount(`
      <div aria-hidden="true">
        <h2>Drawer</h2><nav aria-label="Drawer nav"><a href="#a">Drawer link</a></nav>
        <button>Close drawer</button>
        <button style="pointer-events:none">Dead button</button>
        <button style="display:none">Gone button</button>
      </div>`);
    const s = snap();
    expect(one(s, 'link', 'Drawer link').states['aria-hidden']).to.equal(true);
    expect(one(s, 'button', 'Close drawer').states['aria-hidden']).to.equal(true);
    expect(named(s, 'Dead button')).to.have.length(0);
    expect(named(s, 'Drawer')).to.have.length(0, 'headings inside aria-hidden are not listed');
    expect(named(s, 'Drawer nav')).to.have.length(0, 'landmarks inside aria-hidden are not listed');
    expect(s.omitted.hidden).to.be.at.least(2);
  });

  it('lists transparent controls that still take the pointer (an overlay link), not ones that do not', () => {
    mount(`
      <a href="#o" style="display:block;width:60px;height:20px;opacity:0">Overlay</a>
      <div style="opacity:0"><button>Faded</button></div>
      <a href="#n" style="display:block;width:60px;height:20px;opacity:0;pointer-events:none">No pointer</a>`);
    const s = snap();
    expect(one(s, 'link', 'Overlay').states.transparent).to.equal(true);
    expect(one(s, 'button', 'Faded').states.transparent).to.equal(true);
    expect(named(s, 'No pointer')).to.have.length(0);
  });

  it('counts controls under display:none as hidden, except a field whose own label a person still sees', () => {
    mount(`
      <div style="display:none">
        <button>Folded button</button>
        <nav aria-label="Folded nav"><a href="#f">Folded link</a></nav>
        <span style="cursor:pointer">Folded clickable</span>
        <select multiple aria-label="Folded list"><option>One</option></select>
        <input type="checkbox" id="styled"><input type="checkbox" id="unlabelled" aria-label="Unlabelled box">
      </div>
      <label for="styled">Styled box</label>`);
    const s = snap();
    for (const name of ['Folded button', 'Folded nav', 'Folded link', 'Folded clickable', 'Folded list', 'One', 'Unlabelled box']) expect(named(s, name)).to.have.length(0, name);
    // The box itself is not rendered; its label is, and pressing the label is how one uses it.
    one(s, 'checkbox', 'Styled box');
    expect(s.omitted.hidden).to.equal(5);
  });

  it('gives one line per option of a list box, native or ARIA, and none for a drop-down', () => {
    mount(`
      <select multiple aria-label="Toppings"><option>Ham</option><option selected>Egg</option><option disabled>Kale</option></select>
      <ul role="listbox" aria-label="Cities"><li>Paris</li><li role="option" aria-selected="true">Rome</li></ul>
      <select aria-label="Size"><option>Small</option><option selected>Large</option></select>`);
    const s = snap();
    const list = one(s, 'listbox', 'Toppings');
    expect([list.states.multiple, list.value]).to.deep.equal([true, 'Egg']);
    expect(one(s, 'option', 'Egg').states.selected).to.equal(true);
    expect(one(s, 'option', 'Kale').states.disabled).to.equal(true);
    expect(one(s, 'option', 'Ham').depth).to.equal(list.depth + 1);
    one(s, 'option', 'Paris');
    expect(one(s, 'option', 'Rome').states.selected).to.equal(true);
    expect(one(s, 'combobox', 'Size').value).to.equal('Large');
    expect(named(s, 'Small')).to.have.length(0);
    const egg = one(s, 'option', 'Egg');
    expect(resolveTarget({ fingerprint: egg.fingerprint! }).textContent).to.equal('Egg');
  });

  it('says the input type and multi-line fields where the role does not, and disabled and read-only state', () => {
    mount(`
      <input aria-label="Start" type="date"><input aria-label="At" type="time"><input aria-label="When" type="datetime-local">
      <input aria-label="Qty" type="number"><input aria-label="Volume" type="range"><input aria-label="Tint" type="color">
      <input aria-label="Mail" type="email"><input aria-label="Plain"><textarea aria-label="Notes"></textarea>
      <input aria-label="Locked" readonly><input aria-label="Off" disabled><div role="textbox" aria-multiline="true" aria-label="Rich" tabindex="0" style="height:20px"></div>`);
    const s = snap();
    expect(one(s, 'textbox', 'Start').states.type).to.equal('date');
    expect(one(s, 'textbox', 'At').states.type).to.equal('time');
    expect(one(s, 'textbox', 'When').states.type).to.equal('datetime-local');
    expect(one(s, 'spinbutton', 'Qty').states.type).to.equal('number');
    expect(one(s, 'slider', 'Volume').states.type).to.equal('range');
    expect(one(s, 'button', 'Tint').states.type).to.equal('color');
    expect(one(s, 'textbox', 'Mail').states.type).to.equal('email');
    expect(one(s, 'textbox', 'Plain').states.type).to.equal(undefined);
    expect(one(s, 'textbox', 'Notes').states.multiline).to.equal(true);
    expect(one(s, 'textbox', 'Rich').states.multiline).to.equal(true);
    expect(one(s, 'textbox', 'Locked').states.readonly).to.equal(true);
    expect(one(s, 'textbox', 'Off').states.disabled).to.equal(true);
  });

  it('lists what closed shadow trees make clickable (:host, ::slotted, a slot), not what only looks inherited', () => {
    // In list items, where nothing of the document's own styles gives a pointer: only the shadow trees do.
    const root = mount(`<ul>
      <li><div id="c1">Closed host card</div></li>
      <li><div id="c2"><b>Slotted chip</b><em>Plain text</em></div></li>
      <li><div id="c3"><b>Under a pointer slot</b></div></li>
      <li><b>List text</b></li></ul>`);
    const closed = (id: string, css: string) => {
      const shadow = root.querySelector(`#${id}`)!.attachShadow({ mode: 'closed' });
      shadow.innerHTML = `<style>${css}</style><slot></slot>`;
    };
    closed('c1', ':host { cursor: pointer; }');
    closed('c2', '::slotted(b) { cursor: pointer; }');
    closed('c3', 'slot { cursor: pointer; }');
    const generics = linesOf(snap())
      .filter((l) => l.role === 'generic')
      .map((l) => l.name);
    for (const name of ['Closed host card', 'Slotted chip', 'Under a pointer slot']) expect(generics, name).to.include(name);
    expect(generics.filter((n) => n.includes('Plain text') || n.includes('List text'))).to.deep.equal([]);
  });

  it('says disabled for every element :disabled matches, form-associated custom elements and fieldsets included', () => {
    if (!customElements.get('x-form-toggle')) {
      customElements.define('x-form-toggle', class extends HTMLElement { static formAssociated = true; });
    }
    mount(`
      <x-form-toggle role="button" tabindex="0" disabled style="display:block;height:20px">Custom off</x-form-toggle>
      <x-form-toggle role="button" tabindex="0" style="display:block;height:20px">Custom on</x-form-toggle>
      <fieldset disabled><legend>Group</legend><button>Inside</button></fieldset>
      <a href="#x" disabled>Link</a><select aria-label="Size" disabled><option>S</option></select>`);
    const s = snap();
    expect(one(s, 'button', 'Custom off').states.disabled).to.equal(true);
    expect(one(s, 'button', 'Custom on').states.disabled).to.equal(undefined);
    expect(one(s, 'button', 'Inside').states.disabled).to.equal(true);
    expect(one(s, 'link', 'Link').states.disabled).to.equal(undefined);
    expect(one(s, 'combobox', 'Size').states.disabled).to.equal(true);
  });
});

describe('snapshot: a budget, a query and a cursor', () => {
  afterEach(() => root?.remove());

  function manyButtons(): void {
    const far = Array.from({ length: 200 }, (_, i) => `<button>Far button number ${i}</button>`).join('');
    const near = Array.from({ length: 5 }, (_, i) => `<button>Near ${i}</button>`).join('');
    // The far ones come first in the page but sit below the fold; the near ones are on screen.
    mount(`<main aria-label="Lots" style="display:block;height:10px"><div style="position:absolute;top:5000px">${far}<button>Delete account</button></div>
      <div style="position:fixed;top:0;left:0;background:#fff">${near}</div></main>`);
  }

  it('fits the budget, viewport first, and counts the rest by role and inside its landmark', () => {
    manyButtons();
    const s = snap({ budgetChars: 2_000 });
    expect(asSent(s)).to.be.at.most(2_000);
    const names = linesOf(s).map((l) => l.name);
    for (let i = 0; i < 5; i++) expect(names).to.include(`Near ${i}`);
    expect(s.truncated).to.equal(true);
    expect(s.cursor).to.match(/^[0-9a-z]{10}$/);
    const main = one(s, 'main', 'Lots');
    const listedButtons = linesOf(s).filter((l) => l.role === 'button').length;
    expect(Number(main.states.more)).to.equal(206 - listedButtons);
    expect(s.rest?.button).to.equal(206 - listedButtons);
    expect(s.omitted.overLimit).to.equal(206 - listedButtons);
  });

  it('ranks lines matching the query next', () => {
    manyButtons();
    const s = snap({ budgetChars: 2_000, query: 'delete' });
    expect(named(s, 'Delete account')).to.have.length(1);
  });

  it('pages through the rest with the cursor: every line once, each page within budget', () => {
    manyButtons();
    const full = linesOf(snap()).map((l) => `${l.role}:${l.name}`);
    const seen: string[] = [];
    let page = snap({ budgetChars: 3_000 });
    let pages = 1;
    for (;;) {
      expect(asSent(page)).to.be.at.most(3_000);
      for (const l of linesOf(page)) if (l.role !== 'main') seen.push(`${l.role}:${l.name}`);
      if (!page.cursor) break;
      page = snap({ budgetChars: 3_000, cursor: page.cursor });
      pages++;
    }
    expect(pages).to.be.greaterThan(2);
    expect(seen.sort()).to.deep.equal(full.filter((l) => !l.startsWith('main:')).sort());
  });

  it('refuses an unknown cursor and a budget too small for the frame itself', () => {
    mount('<button>One</button>');
    const code = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err instanceof BridgeError ? err.code : String(err);
      }
      return 'ok';
    };
    expect(code(() => snap({ cursor: 'abcdefghij' }))).to.equal('stale');
    expect(code(() => snap({ budgetChars: 50 }))).to.equal('invalid-input');
  });
});

describe('find', () => {
  afterEach(() => root?.remove());

  it('returns only the matching targets, by name words, roles or text, counting all of them', () => {
    mount(`
      <button>Add to cart</button><button>Add to wishlist</button><a href="#c">Cart</a>
      <div style="cursor:pointer"><b>Trail shoes</b> <i>size 42</i></div>
      <h2>Checkout</h2>`);
    const byName = find({ name: 'add cart', limit: 20 });
    expect(byName.matches.map((m) => parseOutline(m)[0]!.name)).to.deep.equal(['Add to cart']);
    const byRole = find({ roles: ['link', 'heading'], limit: 20 });
    expect(byRole.matches.map((m) => parseOutline(m)[0]!.role)).to.deep.equal(['link', 'heading']);
    const byText = find({ text: 'trail 42', limit: 20 });
    expect(byText.total).to.equal(1);
    const limited = find({ name: 'add', limit: 1 });
    expect([limited.matches.length, limited.total]).to.deep.equal([1, 2]);
    const fp = parseOutline(byName.matches[0]!)[0]!.fingerprint!;
    expect(resolveTarget({ fingerprint: fp }).textContent).to.equal('Add to cart');
  });

  it('never matches a protected field by what it holds, nor anything inside a marked region', () => {
    mount(`
      <form><input type="password" aria-label="Pass"><div contenteditable="true" aria-label="Memo">secret plans</div></form>
      <section data-sensitivity="private"><button>Hidden treasure</button></section>`);
    expect(find({ text: 'secret plans', limit: 20 }).total).to.equal(0);
    expect(find({ name: 'memo', limit: 20 }).total).to.equal(1, 'the field itself can be found by its name');
    expect(find({ text: 'treasure', limit: 20 }).total).to.equal(0);
    expect(find({ name: 'treasure', limit: 20 }).total).to.equal(0);
  });
});
