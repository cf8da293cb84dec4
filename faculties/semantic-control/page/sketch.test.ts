// The layout sketch on real DOM in Chromium: controls, headings and text where they are laid out,
// and nothing of what a picture covers: protected fields, marked regions and their text are never
// read, and a box over the mask is left out.
import { expect } from '@esm-bundle/chai';
import { MAX_SKETCH_LABEL_CHARS } from '../../sdk/layout-sketch.ts';
import { sketch } from './sketch.ts';

const SECRETS = ['4111 1111 1111 1111', 'hunter2', 'tok-SECRET-777', 'recovery words here', 'private notes'];

afterEach(() => document.body.replaceChildren());

describe('layout sketch', () => {
  it('draws controls, fields, headings and text by what the page shows, and never a protected value', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <h1>Checkout</h1>
      <p>Trail shoes × 1: 89 €</p>
      <label>Card number <input id="card" autocomplete="cc-number" value="4111 1111 1111 1111" /></label>
      <label>Password <input type="password" value="hunter2" /></label>
      <label>Api key <input name="api_key" value="tok-SECRET-777" /></label>
      <div contenteditable="true" aria-label="Recovery code">recovery words here</div>
      <section data-sensitivity="private"><p>private notes</p><button>Reveal</button></section>
      <label>Note <input id="note" value="Leave at the door" /></label>
      <button id="save">Save for later</button>
      <p>${'long '.repeat(100)}</p>`;
    document.body.append(root);
    const s = sketch();
    const labels = s.boxes.map((b) => `${b.kind}:${b.label}`);
    expect(labels).to.include('heading:Checkout');
    expect(labels).to.include('control:Save for later');
    expect(labels).to.include('field:Leave at the door');
    expect(labels.some((l) => l.startsWith('text:Trail shoes'))).to.equal(true);
    const all = JSON.stringify(s);
    for (const secret of SECRETS) expect(all.includes(secret), secret).to.equal(false);
    expect(all.includes('Reveal'), 'nothing inside a marked region').to.equal(false);
    // Card, password, key, the contenteditable code and the marked region: covered, each.
    expect(s.mask.length).to.be.at.least(5);
    expect(s.boxes.every((b) => b.label.length <= MAX_SKETCH_LABEL_CHARS)).to.equal(true);
  });

  it('leaves out a box that lies over what a picture covers', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div style="position: relative; height: 80px">
        <input type="password" value="x" style="position: absolute; left: 0; top: 0; width: 300px; height: 60px" />
        <span style="position: absolute; left: 10px; top: 10px">over the field</span>
      </div>`;
    document.body.append(root);
    const s = sketch();
    expect(s.boxes.some((b) => b.label.includes('over the field'))).to.equal(false);
  });
});
