// The page runtime's DOM logic on real DOM in Chromium (no extension): names, roles, sensitive
// surfaces, hit testing, snapshot/resolve agreement, and the React-style value tracker.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { parseAllowedKey } from '../keys.ts';
import { parseOutline } from '../../sdk/outline.ts';
import { click, type } from './act.ts';
import { activatedBy } from './activation.ts';
import { extract } from './extract.ts';
import { activationHit, hitTest } from './hit-test.ts';
import { identify } from '../../sdk/page/identity.ts';
import { resolveTarget, resolvingOnce } from '../../sdk/page/resolve.ts';
import { sensitivityOf } from '../../sdk/page/sensitive.ts';
import { snapshot } from './snapshot.ts';
import { PathMemo } from '../../sdk/page/tree.ts';

let root: HTMLElement;

function mount(html: string): HTMLElement {
  root = document.createElement('div');
  root.id = 'fixture';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return err instanceof BridgeError ? `${err.code}:${String(err.detail?.reason ?? '')}` : `thrown:${String(err)}`;
  }
  return 'ok';
}

const snap = () => snapshot({ maxElements: 1000, maxBytes: 100_000 });
const byId = (id: string) => document.getElementById(id)!;
const composedLabel = (el: Element) => el.closest('label')?.id;

describe('semantic page runtime', () => {
  afterEach(() => root?.remove());

  it('names fields from labels, aria and placeholders; roles from tags and ARIA', () => {
    mount(`
      <label for="a">Alpha</label><input id="a">
      <label>Beta <input id="b"></label>
      <span id="lab">Gamma</span><input id="c" aria-labelledby="lab">
      <input id="d" placeholder="Delta">
      <div id="e" role="switch" aria-checked="true" tabindex="0">Epsilon <span aria-hidden="true">*</span></div>
      <button id="f"><img alt="Zeta icon"> Zeta</button>
      <a id="g" href="#x">Eta</a><a id="h">not a link</a>`);
    const memo = new PathMemo();
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => identify(byId(id), memo));
    expect(ids.map((i) => `${i.role}:${i.name}`)).to.deep.equal([
      'textbox:Alpha', 'textbox:Beta', 'textbox:Gamma', 'textbox:Delta', 'switch:Epsilon', 'button:Zeta icon Zeta', 'link:Eta',
    ]);
    expect(identify(byId('h'), memo).fingerprint).to.equal(null);
  });

  it('finds sensitive surfaces: passwords, their forms, autocomplete, marked regions through shadow roots', () => {
    mount(`
      <form><input id="u"><input id="p" type="password"><button id="s">Go</button></form>
      <input id="cc" autocomplete="cc-number"><input id="otp" autocomplete="one-time-code"><input id="plain">
      <div data-sensitivity="restricted"><span id="host"></span></div>`);
    const shadow = byId('host').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<button id="deep">Deep</button>';
    expect(['u', 'p', 's', 'cc', 'otp', 'plain'].map((id) => sensitivityOf(byId(id)))).to.deep.equal(['password-form', 'password', 'password-form', 'payment', 'one-time-code', null]);
    expect(sensitivityOf(shadow.getElementById('deep')!)).to.equal('restricted');
  });

  it('hit tests: covered, off-screen, disabled, hidden, zero size; the visible point otherwise', () => {
    mount(`
      <button id="ok">OK</button><button id="dis" disabled>D</button>
      <button id="hid" style="visibility:hidden">H</button><button id="zero" style="width:0;height:0;padding:0;border:0;overflow:hidden">Z</button>
      <div style="position:relative"><button id="under">U</button><div id="cover" style="position:absolute;inset:0;background:red"></div></div>
      <button id="far" style="position:absolute;top:5000px">F</button>`);
    expect(code(() => hitTest(byId('ok')))).to.equal('ok');
    expect(code(() => hitTest(byId('dis')))).to.equal('not-hittable:disabled');
    expect(code(() => hitTest(byId('hid')))).to.equal('not-hittable:hidden');
    expect(code(() => hitTest(byId('zero')))).to.equal('not-hittable:zero-size');
    expect(code(() => hitTest(byId('under')))).to.equal('not-hittable:covered');
    expect(code(() => hitTest(byId('far')))).to.equal('not-hittable:off-screen');
  });

  it('hit tests: the target\'s own cell, card or label may receive the press; a sibling over it, or the page\'s body, may not', () => {
    mount(`
      <table><tr><td id="cell"><span id="in-cell" style="position:relative;z-index:-1">Pick</span></td></tr></table>
      <div id="card" style="padding:4px"><button id="passive" style="pointer-events:none">Open</button></div>
      <div style="position:relative"><input id="field"><label for="field" id="over" style="position:absolute;inset:0">Field</label></div>
      <div style="position:relative"><button id="sib">S</button><div style="position:absolute;inset:0;background:red"></div></div>
      <style>.veil { position: relative; } .veil::after { content: ''; position: absolute; inset: -4px; background: rgba(255, 255, 255, 0.01); }</style>
      <span class="veil"><button id="veiled">V</button></span>`);
    expect(hitTest(byId('in-cell')).element.id).to.equal('cell', 'its own cell takes the press');
    expect(hitTest(byId('passive')).element.id).to.equal('card');
    expect(hitTest(byId('field')).element.id).to.equal('over', 'its label');
    expect(code(() => hitTest(byId('sib')))).to.equal('not-hittable:covered');
    expect(code(() => hitTest(byId('veiled')))).to.equal('not-hittable:covered', "an ancestor's drawn layer over it is a cover, not its own box");
    const loose = document.createElement('button');
    loose.textContent = 'Loose';
    loose.style.pointerEvents = 'none';
    document.body.append(loose);
    try {
      expect(code(() => hitTest(loose))).to.equal('not-hittable:covered', 'the body is no one\'s own receiver');
    } finally {
      loose.remove();
    }
  });

  it('activatedBy: Enter and Space activate what they land on, implicit submission its default button, arrows a select or the next radio; other keys nothing', () => {
    mount(`
      <button id="btn">B</button><input id="free" aria-label="F"><textarea id="area"></textarea>
      <form><input id="in-form"><button id="decoy" type="button">Not a submitter</button><button id="sub">Go</button></form>
      <form><input id="lonely"></form>
      <input type="radio" name="r" id="r1" checked><input type="radio" name="r" id="r2" disabled><input type="radio" name="r" id="r3">
      <select id="sel"><option>a</option><option>b</option></select><input type="range" id="range">`);
    const names = (key: string, id: string) => activatedBy(parseAllowedKey(key)!, byId(id)).map((el) => el.id);
    expect(names('Enter', 'btn')).to.deep.equal(['btn']);
    expect(names('Space', 'btn')).to.deep.equal(['btn']);
    expect(names('Enter', 'free')).to.deep.equal(['free']);
    expect(names('Enter', 'area')).to.deep.equal(['area']);
    expect(names('Enter', 'in-form')).to.deep.equal(['in-form', 'sub']);
    expect(code(() => names('Enter', 'lonely'))).to.equal('not-hittable:no-submitter');
    expect(names('ArrowDown', 'r1')).to.deep.equal(['r1', 'r3'], 'the disabled radio is skipped, as the key skips it');
    expect(names('ArrowUp', 'sel')).to.deep.equal(['sel']);
    expect(names('End', 'sel')).to.deep.equal(['sel']);
    for (const key of ['Tab', 'Shift+Tab', 'Escape', 'PageDown', 'ArrowLeft', 'Home']) expect(names(key, 'free'), key).to.deep.equal([]);
    expect(names('Space', 'free'), 'Space types a space').to.deep.equal([]);
    expect(names('ArrowRight', 'range'), 'a range steps its value, like typing').to.deep.equal([]);
    expect(activatedBy(parseAllowedKey('Enter')!, document.body), 'nothing focused').to.deep.equal([]);
  });

  it('activationHit: a checkbox styled away under its label is pressed through the label; not when it is inert, nor through a covered label', () => {
    mount(`
      <label id="l1"><input type="checkbox" id="styled" style="opacity:0;position:absolute">Styled</label>
      <div inert><input type="checkbox" id="frozen"></div><label for="frozen" id="l2">Frozen</label>
      <div style="position:relative"><label id="l3"><input type="checkbox" id="under" style="opacity:0;position:absolute">Under</label><div style="position:absolute;inset:0;background:red"></div></div>`);
    expect(composedLabel(activationHit(byId('styled')).element)).to.equal('l1');
    expect(code(() => activationHit(byId('frozen')))).to.equal('not-hittable:inert');
    expect(code(() => activationHit(byId('under')))).to.equal('not-hittable:covered');
  });

  it('activationHit: of two modals stacked (a confirmation over a record dialog), only the topmost is live', () => {
    mount(`<dialog id="record"><button id="remove">Remove card</button></dialog><dialog id="sure"><button id="no">Keep it</button><button id="yes">Remove</button></dialog><button id="behind">Behind</button>`);
    (byId('record') as HTMLDialogElement).showModal();
    expect(code(() => activationHit(byId('yes')))).to.match(/^not-hittable/);
    expect(activationHit(byId('remove')).element.id).to.equal('remove');
    (byId('sure') as HTMLDialogElement).showModal();
    expect(activationHit(byId('yes')).element.id).to.equal('yes');
    expect(code(() => activationHit(byId('remove')))).to.equal('not-hittable:inert');
    expect(code(() => activationHit(byId('behind')))).to.equal('not-hittable:inert');
    (byId('sure') as HTMLDialogElement).close();
    (byId('record') as HTMLDialogElement).close();
  });

  it('every fingerprint in a snapshot resolves back to the element it names, including in shadow roots', () => {
    mount(`
      <nav aria-label="N"><a href="#1">One</a><a href="#2">Two</a></nav>
      <form aria-label="F"><label>Name <input></label><select aria-label="S"><option>x</option></select><button>Send</button></form>
      <ul>${Array.from({ length: 30 }, () => `<li><button>Item</button></li>`).join('')}</ul>
      <span id="host"></span>`);
    const shadow = byId('host').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<h2>Inside</h2><button>Shadow button</button><slot></slot>';
    byId('host').innerHTML = '<button>Slotted</button>';
    const lines = parseOutline(snap().outline).filter((l) => l.fingerprint);
    expect(lines.filter((l) => l.name === 'Item')).to.have.length(30);
    const seen = new Set<Element>();
    for (const line of lines) {
      const el = resolveTarget({ fingerprint: line.fingerprint! });
      expect(identify(el, new PathMemo()).name).to.equal(line.name);
      seen.add(el);
    }
    expect(seen.size).to.equal(lines.length, 'thirty identical buttons still get distinct fingerprints');
  });

  it('stale after a change of name or position; target-not-found and target-ambiguous for selectors', () => {
    mount('<button id="one">One</button><button id="two">Two</button>');
    const line = parseOutline(snap().outline).find((l) => l.name === 'Two')!;
    expect(code(() => resolveTarget({ fingerprint: line.fingerprint! }))).to.equal('ok');
    byId('two').textContent = 'Three';
    expect(code(() => resolveTarget({ fingerprint: line.fingerprint! }))).to.equal('stale:');
    byId('two').textContent = 'Two';
    expect(code(() => resolveTarget({ fingerprint: line.fingerprint! }))).to.equal('ok');
    byId('one').before(document.createElement('button'));
    expect(code(() => resolveTarget({ fingerprint: line.fingerprint! }))).to.equal('stale:');
    expect(code(() => resolveTarget({ selector: '#nothing' }))).to.equal('target-not-found:');
    expect(code(() => resolveTarget({ selector: '#fixture button' }))).to.equal('target-ambiguous:');
  });

  it('a judged change gets the element its judgement resolved once, for the same target only; later lookups find afresh', () => {
    mount('<button id="a">A</button><button id="b">B</button>');
    const judged = byId('a');
    const found = resolvingOnce(
      () => expect(resolveTarget({ selector: '#a' })).to.equal(judged),
      () => {
        // Swapped between the two lookups (which the page cannot do in one task): the hand-off shows.
        const swapped = document.createElement('button');
        judged.replaceWith(swapped);
        swapped.id = 'a';
        return [resolveTarget({ selector: '#a' }), resolveTarget({ selector: '#a' })];
      },
    );
    expect(found[0]).to.equal(judged, 'the first lookup is handed the judged element');
    expect(found[1]).to.equal(byId('a'), 'the second finds afresh');
    const other = resolvingOnce(
      () => resolveTarget({ selector: '#b' }),
      () => resolveTarget({ selector: '#a' }),
    );
    expect(other).to.equal(byId('a'), 'another target is never handed the judged element');
    expect(resolveTarget({ selector: '#a' })).to.equal(byId('a'));
  });

  it('snapshot shows sensitive fields exist without values, counts withheld regions and hidden controls', () => {
    mount(`
      <form><input aria-label="User" value="ada"><input type="password" aria-label="Pass" value="hunter2"></form>
      <section data-sensitivity="private"><button>Secret</button><a href="#">Secret link</a></section>
      <button style="display:none">Gone</button>`);
    const result = snap();
    expect(result.outline).to.not.match(/hunter2|ada|Secret/);
    expect(result.outline).to.match(/textbox "Pass" @\w{8} blocked:password/);
    expect(result.omitted.sensitive).to.equal(2);
    expect(result.omitted.hidden).to.be.at.least(1);
  });

  it('type uses the native setter, so a framework value tracker on the instance sees the change', async () => {
    mount('<input id="t" aria-label="T">');
    const input = byId('t') as HTMLInputElement;
    // What React does: shadow the value property on the instance and remember the last value set through it.
    let tracked = '';
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => native.get!.call(input),
      set: (v: string) => {
        tracked = v;
        native.set!.call(input, v);
      },
    });
    const seen: string[] = [];
    input.addEventListener('input', (e) => seen.push(`${native.get!.call(input)}|${tracked}|${String(e.isTrusted)}`));
    const evidence = await type({ target: { selector: '#t' }, text: 'hi', clear: false });
    // One input per typed character, each after a native set the tracker did not see.
    expect(seen).to.deep.equal(['h||false', 'hi||false'], 'the tracker did not see the set, so the framework treats the input event as a change');
    expect([evidence.before.value, evidence.after.value, evidence.trustedInput]).to.deep.equal(['', 'hi', false]);
  });

  it('click dispatches synthetic pointer and mouse events at the hit point and reports them', async () => {
    mount('<button id="b">B</button>');
    const got: string[] = [];
    for (const t of ['pointerdown', 'mousedown', 'mouseup', 'click']) byId('b').addEventListener(t, (e) => got.push(`${t}:${e.isTrusted}`));
    const evidence = await click({ target: { selector: '#b' } });
    expect(got).to.deep.equal(['pointerdown:false', 'mousedown:false', 'mouseup:false', 'click:false']);
    expect(evidence.events.slice(-5)).to.deep.equal(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
    expect(JSON.stringify(evidence)).to.not.match(/clientX|"x"|"y"/, 'the hit point stays in the page');
  });

  it('extract keeps the parts of a flex or grid row apart, and inline text inline', () => {
    mount(`<ul><li style="display:flex;gap:8px"><span>Sender Name</span><span>Subject line</span><time>2 h ago</time></li></ul>
      <p>Plain <b>bold</b> text</p><div style="display:grid;grid-template-columns:1fr 1fr"><label>Left</label><span>Right</span></div>`);
    const out = extract({ target: { selector: '#fixture' }, include: ['text'], maxChars: 1000 });
    expect(out.text).to.include('Sender Name | Subject line | 2 h ago');
    expect(out.text).to.include('Plain bold text');
    expect(out.text).to.include('Left | Right');
  });

  it('extract gives a select\'s options with what the page says about each (title, aria-describedby), only when it says something', () => {
    mount(`<select aria-label="Payee"><option value="">Choose…</option><option title="Plumbing and heating">Drip Fix Ltd</option>
      <option aria-describedby="lena-note">Lena Ortiz</option></select><span id="lena-note">Piano lessons</span>
      <select aria-label="Size"><option>S</option><option>M</option></select>`);
    const out = extract({ target: { selector: '#fixture' }, include: ['fields'], maxChars: 1000 });
    expect(out.fields!.map((f) => [f.name, f.options, f.optionNotes])).to.deep.equal([
      ['Payee', ['Choose…', 'Drip Fix Ltd', 'Lena Ortiz'], ['', 'Plumbing and heating', 'Piano lessons']],
      ['Size', ['S', 'M'], undefined],
    ]);
  });

  it('extract withholds marked regions and sensitive values, and bounds text', () => {
    mount(`<p>Hello world</p><div data-sensitivity="credential">token abc</div><input type="password" aria-label="P" value="pw">
      <table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>`);
    const out = extract({ target: { selector: '#fixture' }, include: ['text', 'fields', 'tables'], maxChars: 1000 });
    expect(out.text).to.match(/Hello world/).and.not.match(/token abc/);
    expect(out.text).to.match(/\[withheld: credential\]/);
    expect(out.fields).to.deep.equal([{ fingerprint: out.fields![0]!.fingerprint, role: 'textbox', name: 'P', withheld: 'password' }]);
    expect(out.tables![0]).to.deep.include({ headers: ['A', 'B'], rows: [['1', '2']] });
    const cut = extract({ target: { selector: '#fixture' }, include: ['text'], maxChars: 5 });
    expect(cut.text!.length).to.be.at.most(5);
    expect(cut.omitted.textChars).to.be.greaterThan(0);
  });
});
