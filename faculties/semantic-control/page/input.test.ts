// Entering values into every kind of field, focus evidence and multi-select, on real DOM in
// Chromium (no extension). Every event is synthetic; refusals happen before any event.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { focus, select, type } from './act.ts';

let root: HTMLElement;

function mount(html: string): HTMLElement {
  root = document.createElement('div');
  root.id = 'fixture';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;

async function code(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (err) {
    return err instanceof BridgeError ? `${err.code}:${String(err.detail?.reason ?? '')}` : `thrown:${String(err)}`;
  }
  return 'ok';
}

/** Records every key and input event the field gets, as the page would see them. */
function record(el: HTMLElement): string[] {
  const got: string[] = [];
  for (const t of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup', 'change']) {
    el.addEventListener(t, (e) => {
      const k = e as KeyboardEvent & InputEvent;
      got.push(`${t}:${k.key ?? k.data ?? ''}${e.isTrusted ? ':trusted' : ''}`);
    });
  }
  return got;
}

describe('type: text fields, one key at a time', () => {
  afterEach(() => root?.remove());

  it('sends keydown, keypress, beforeinput, input and keyup per character, then change, with legacy key codes', async () => {
    mount('<input id="q" aria-label="Q">');
    const got = record(byId('q'));
    const codes: number[] = [];
    byId('q').addEventListener('keydown', (e) => codes.push(e.keyCode));
    const e = await type({ target: { selector: '#q' }, text: 'Hi', clear: false });
    expect(got).to.deep.equal([
      'keydown:H', 'keypress:H', 'beforeinput:H', 'input:H', 'keyup:H',
      'keydown:i', 'keypress:i', 'beforeinput:i', 'input:i', 'keyup:i',
      'change:',
    ]);
    expect(codes).to.deep.equal([72, 73]);
    expect([e.after.value, e.trustedInput]).to.deep.equal(['Hi', false]);
  });

  it('keeps out a character whose keydown the page cancels, and lets the page reformat as it types', async () => {
    mount('<input id="digits" aria-label="Digits"><input id="upper" aria-label="Upper">');
    byId('digits').addEventListener('keydown', (e) => {
      if (!/^[0-9]$/.test(e.key)) e.preventDefault();
    });
    byId('upper').addEventListener('input', () => {
      byId('upper').value = byId('upper').value.toUpperCase();
    });
    expect((await type({ target: { selector: '#digits' }, text: 'a1b2', clear: false })).after.value).to.equal('12');
    expect((await type({ target: { selector: '#upper' }, text: 'abc', clear: false })).after.value).to.equal('ABC');
  });

  it('replaces with clear, appends without, and keeps line breaks to multi-line fields', async () => {
    mount('<input id="one" aria-label="One" value="old"><textarea id="many" aria-label="Many"></textarea>');
    expect((await type({ target: { selector: '#one' }, text: 'new', clear: true })).after.value).to.equal('new');
    expect((await type({ target: { selector: '#one' }, text: '!', clear: false })).after.value).to.equal('new!');
    expect(await code(() => type({ target: { selector: '#one' }, text: 'a\nb', clear: false }))).to.equal('invalid-input:');
    expect(byId('one').value).to.equal('new!', 'nothing typed before the refusal');
    expect((await type({ target: { selector: '#many' }, text: 'a\nb', clear: false })).after.value).to.equal('a\nb');
    expect(await code(() => type({ target: { selector: '#one' }, text: 'a\u0007', clear: false }))).to.equal('invalid-input:');
  });

  it('types numbers through their half-typed states and refuses what is not one', async () => {
    mount('<input id="n" type="number" aria-label="N" min="-10" max="10">');
    expect((await type({ target: { selector: '#n' }, text: '-1.5', clear: true })).after.value).to.equal('-1.5');
    expect(await code(() => type({ target: { selector: '#n' }, text: 'abc', clear: true }))).to.equal('invalid-input:');
    expect(await code(() => type({ target: { selector: '#n' }, text: '99', clear: true }))).to.equal('invalid-input:');
    expect(byId('n').value).to.equal('-1.5');
  });

  it('types into a contenteditable with its key events, and into a script-drawn textbox with keys alone', async () => {
    mount(`<div id="ed" contenteditable="true" aria-label="Ed" style="min-height:20px"></div>
      <div id="term" role="textbox" tabindex="0" aria-label="Term" style="min-height:20px"></div><button id="b">B</button>`);
    const ed = record(byId<HTMLDivElement>('ed'));
    await type({ target: { selector: '#ed' }, text: 'ok', clear: false });
    expect(byId<HTMLDivElement>('ed').textContent).to.equal('ok');
    expect(ed.filter((x) => x.startsWith('key'))).to.deep.equal(['keydown:o', 'keypress:o', 'keyup:o', 'keydown:k', 'keypress:k', 'keyup:k']);
    const term = byId<HTMLDivElement>('term');
    term.addEventListener('keydown', (e) => (term.textContent += e.key));
    const e = await type({ target: { selector: '#term' }, text: 'ls', clear: false });
    expect(term.textContent).to.equal('ls');
    expect(e.events).to.include('keydown:l');
    expect(await code(() => type({ target: { selector: '#term' }, text: 'x', clear: true }))).to.equal('invalid-input:');
    expect(await code(() => type({ target: { selector: '#b' }, text: 'x', clear: false }))).to.equal('not-editable:not-text-entry');
  });
});

describe('type: keys a page may act on pass the hit test of an activation', () => {
  afterEach(() => root?.remove());

  it('a line break (Enter) into a covered multi-line field, or any key to a covered key-only widget, is refused before any event', async () => {
    mount(`<div style="position:relative;height:100px">
        <textarea id="chat" aria-label="Chat"></textarea>
        <div id="term" role="textbox" tabindex="0" aria-label="Term" style="position:absolute;left:0;top:60px;width:80px;height:20px"></div>
        <div style="position:absolute;inset:0;background:red"></div>
      </div>`);
    const chat = record(byId<HTMLTextAreaElement>('chat'));
    const term = record(byId<HTMLDivElement>('term'));
    expect(await code(() => type({ target: { selector: '#chat' }, text: 'hi\nthere', clear: false }))).to.equal('not-hittable:covered');
    expect(await code(() => type({ target: { selector: '#term' }, text: 'ls', clear: false }))).to.equal('not-hittable:covered');
    expect([chat.length, term.length]).to.deep.equal([0, 0]);
    // Typing without a line break activates nothing: a covered field still takes it.
    expect((await type({ target: { selector: '#chat' }, text: 'hi', clear: false })).after.value).to.equal('hi');
  });
});

describe('type: picker fields take a whole value the browser accepts', () => {
  afterEach(() => root?.remove());

  const cases: [string, string, string, string][] = [
    ['date', '2025-03-14', '2025-02-30', '2025-03-14'],
    ['time', '09:30', '25:00', '09:30'],
    ['datetime-local', '2025-03-14T09:30', '2025-03-14 9am', '2025-03-14T09:30'],
    ['month', '2025-03', '2025-13', '2025-03'],
    ['week', '2025-W07', '2025-W60', '2025-W07'],
    ['color', '#FF8800', 'orange', '#ff8800'],
    ['range', '30', 'loud', '30'],
  ];
  for (const [kind, good, bad, stored] of cases) {
    it(`${kind}: sets ${good}, fires input and change, refuses ${bad} before any event`, async () => {
      mount(`<input id="f" type="${kind}" aria-label="F">`);
      const got = record(byId('f'));
      const e = await type({ target: { selector: '#f' }, text: good, clear: false });
      expect(byId('f').value).to.equal(stored);
      expect(got).to.deep.equal(['input:', 'change:']);
      expect(e.events).to.include.members(['input', 'change']);
      got.length = 0;
      expect(await code(() => type({ target: { selector: '#f' }, text: bad, clear: false }))).to.equal('invalid-input:');
      expect([byId('f').value, got.length]).to.deep.equal([stored, 0]);
    });
  }

  it('refuses values outside min and max', async () => {
    mount('<input id="d" type="date" aria-label="D" min="2025-01-01" max="2025-12-31"><input id="r" type="range" aria-label="R" min="0" max="10">');
    expect(await code(() => type({ target: { selector: '#d' }, text: '2024-12-31', clear: false }))).to.equal('invalid-input:');
    expect(await code(() => type({ target: { selector: '#r' }, text: '11', clear: false }))).to.equal('invalid-input:');
    expect((await type({ target: { selector: '#d' }, text: '2025-06-01', clear: false })).after.value).to.equal('2025-06-01');
  });
});

describe('focus and multi-select', () => {
  afterEach(() => root?.remove());

  it('focus says the page handlers ran even when the page moves focus on in them', async () => {
    mount('<input id="a" aria-label="A"><input id="b" aria-label="B"><div id="plain">Plain</div>');
    byId('a').addEventListener('focus', () => byId('b').focus());
    const e = await focus({ target: { selector: '#a' } });
    expect([e.focusEvent, e.focusKept]).to.deep.equal([true, false]);
    const kept = await focus({ target: { selector: '#b' } });
    expect(kept.focusKept).to.equal(true);
    expect(await code(() => focus({ target: { selector: '#plain' } }))).to.equal('not-hittable:not-focusable');
  });

  it('selects several options of a multiple select by values or labels, and refuses lists for a single select', async () => {
    mount(`<select id="m" multiple size="4" aria-label="M"><option value="a">Apple</option><option value="b" selected>Banana</option><option value="c">Cherry</option></select>
      <select id="s" aria-label="S"><option value="x">X</option><option value="y">Y</option></select>`);
    const m = byId<HTMLSelectElement>('m');
    await select({ target: { selector: '#m' }, values: ['a', 'c'] });
    expect([...m.selectedOptions].map((o) => o.value)).to.deep.equal(['a', 'c']);
    await select({ target: { selector: '#m' }, labels: ['Banana'] });
    expect([...m.selectedOptions].map((o) => o.value)).to.deep.equal(['b']);
    expect(await code(() => select({ target: { selector: '#s' }, values: ['x'] }))).to.equal('invalid-input:');
    expect(await code(() => select({ target: { selector: '#m' }, values: ['a', 'zzz'] }))).to.equal('target-not-found:');
    expect(await code(() => select({ target: { selector: '#m' }, value: 'a', values: ['a'] }))).to.equal('invalid-input:');
  });
});
