import { expect } from '@esm-bundle/chai';
import { commit, plan, resetPatches, revert, status } from './patcher.ts';
import type { Operation } from '../rules.ts';

const FIXTURE = `
  <main id="m">
    <h1 id="title" class="big" data-x="1">Shop <b>today</b></h1>
    <p id="promo" hidden title="t" class="promo" lang="en">Sale!</p>
    <p id="plain" style="color: blue;">Plain</p>
    <a id="link" href="/help" class="l">Help</a>
    <div id="box"><button id="buy">Buy</button></div>
    <form id="login"><input id="user"><input id="pass" type="password"></form>
    <section id="private" data-sensitivity="private"><p id="secret">s</p></section>
    <div id="card-wrap"><input id="card" autocomplete="cc-number"></div>
  </main>`;

let n = 0;
const id = () => `lp-${(++n).toString(16).padStart(16, '0')}`;

function apply(operations: Operation[]): string {
  const patchId = id();
  plan({ patchId, operations, dryRun: false });
  commit({ patchId });
  return patchId;
}

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as { code: string }).code;
  }
  return 'no refusal';
}

describe('Live Patch page runtime', () => {
  beforeEach(() => {
    resetPatches();
    document.body.innerHTML = FIXTURE;
  });

  it('applies every kind of operation and reverts to the exact same DOM', () => {
    const before = document.body.outerHTML;
    const patchId = apply([
      { op: 'setStyle', target: { selector: '#title' }, property: 'outline', value: '3px solid orange', important: true },
      { op: 'setStyle', target: { selector: '#plain' }, property: 'background', value: 'yellow' },
      { op: 'removeStyle', target: { selector: '#plain' }, property: 'color' },
      { op: 'setAttribute', target: { selector: '#title' }, name: 'title', value: 'Patched' },
      { op: 'setAttribute', target: { selector: '#title' }, name: 'data-x', value: '2' },
      { op: 'removeAttribute', target: { selector: '#link' }, name: 'href' },
      { op: 'replaceText', target: { selector: '#title' }, text: 'Patched <b>title</b>' },
      { op: 'show', target: { selector: '#promo' } },
      { op: 'hide', target: { selector: '#box' } },
      { op: 'annotate', target: { selector: '#plain' }, text: 'a note' },
    ]);
    const title = document.getElementById('title')!;
    expect(title.textContent).to.equal('Patched <b>title</b>');
    expect(title.querySelector('b')).to.equal(null, 'text is never parsed as markup');
    expect(getComputedStyle(document.getElementById('box')!).display).to.equal('none');
    expect(getComputedStyle(document.getElementById('promo')!).display).to.not.equal('none');
    expect(document.querySelector('[data-ai-echo-patch]')!.textContent).to.equal('AI Echo note: a note');
    expect(document.body.outerHTML).to.not.equal(before);
    expect(status({ patchIds: [patchId] })[0]).to.deep.include({ state: 'active', intact: true });
    revert({ patchId });
    expect(document.body.outerHTML).to.equal(before);
    expect(status({ patchIds: [patchId] })[0]!.state).to.equal('reverted');
  });

  it('keeps the original child nodes (and their listeners) through replaceText and revert', () => {
    const b = document.querySelector('#title b')!;
    const patchId = apply([{ op: 'replaceText', target: { selector: '#title' }, text: 'x' }]);
    revert({ patchId });
    expect(document.querySelector('#title b')).to.equal(b);
  });

  it('records the exact inverse at plan time, before anything changes', () => {
    const before = document.body.outerHTML;
    const { inverse } = plan({ patchId: id(), operations: [{ op: 'show', target: { selector: '#promo' } }, { op: 'replaceText', target: { selector: '#title' }, text: 'x' }], dryRun: false });
    expect(document.body.outerHTML).to.equal(before, 'planning changes nothing');
    expect(inverse[0]).to.deep.include({ attributes: { style: null, hidden: '' }, attributeOrder: ['id', 'hidden', 'title', 'class', 'lang'] });
    expect(inverse[1]!.text).to.equal('Shop today');
  });

  it('is all or nothing: a failing operation rolls back the ones before it', () => {
    const before = document.body.outerHTML;
    const patchId = id();
    // The note would land inside the box the first operation hides: not visible, so nothing stays.
    plan({ patchId, operations: [{ op: 'hide', target: { selector: '#box' } }, { op: 'annotate', target: { selector: '#buy' }, text: 'x' }], dryRun: false });
    expect(refusal(() => commit({ patchId }))).to.equal('operation-not-allowed');
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'setStyle', target: { selector: '#plain' }, property: 'color', value: 'notacolor' }], dryRun: true }))).to.equal('invalid-input');
    expect(document.body.outerHTML).to.equal(before);
  });

  it('refuses protected surfaces, and containers holding them', () => {
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'hide', target: { selector: '#pass' } }], dryRun: true }))).to.equal('blocked-sensitive');
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'annotate', target: { selector: '#user' }, text: 'x' }], dryRun: true }))).to.equal('blocked-sensitive');
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'hide', target: { selector: '#secret' } }], dryRun: true }))).to.equal('blocked-sensitive');
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'hide', target: { selector: '#card-wrap' } }], dryRun: true }))).to.equal('blocked-sensitive');
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'hide', target: { selector: '#m' } }], dryRun: true }))).to.equal('blocked-sensitive');
  });

  it('refuses tags and attributes by their kind, with the target known', () => {
    document.head.insertAdjacentHTML('beforeend', '<script id="s">1</script>');
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'replaceText', target: { selector: '#s' }, text: 'x' }], dryRun: true }))).to.equal('script-content');
    document.getElementById('s')!.remove();
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'setAttribute', target: { selector: '#link' }, name: 'href', value: 'javascript:alert(1)' }], dryRun: true }))).to.equal('script-url');
    expect(refusal(() => plan({ patchId: id(), operations: [{ op: 'replaceText', target: { selector: '#box' }, text: 'x' }], dryRun: true }))).to.equal('operation-not-allowed');
  });

  it('refuses to revert when a target vanished, or the page changed a patched part since', () => {
    const a = apply([{ op: 'hide', target: { selector: '#box' } }]);
    document.getElementById('box')!.remove();
    expect(refusal(() => revert({ patchId: a }))).to.equal('target-vanished');
    expect(status({ patchIds: [a] })[0]).to.deep.include({ intact: false, vanished: 1 });
    const b = apply([{ op: 'setAttribute', target: { selector: '#title' }, name: 'title', value: 'mine' }]);
    document.getElementById('title')!.setAttribute('title', 'the page changed it');
    expect(refusal(() => revert({ patchId: b }))).to.equal('patch-conflict');
    expect(document.getElementById('title')!.getAttribute('title')).to.equal('the page changed it', 'the page edit is not overwritten');
    expect(refusal(() => revert({ patchId: 'lp-ffffffffffffffff' }))).to.equal('patch-not-found');
  });

  it('two patches on one element revert in reverse order exactly', () => {
    const before = document.body.outerHTML;
    const a = apply([{ op: 'setStyle', target: { selector: '#plain' }, property: 'color', value: 'red' }]);
    const b = apply([{ op: 'setStyle', target: { selector: '#plain' }, property: 'outline', value: '1px solid red' }]);
    expect(refusal(() => revert({ patchId: a }))).to.equal('patch-conflict', 'b changed the style since a');
    revert({ patchId: b });
    revert({ patchId: a });
    expect(document.body.outerHTML).to.equal(before);
  });
});
