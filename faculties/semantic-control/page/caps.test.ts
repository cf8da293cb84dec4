// The pure and DOM logic behind the newer capabilities, on real DOM in Chromium (no extension):
// the article renderer, a file field's accept rule, where a capability names what it found, and the signals and files that cross from the page or a window.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { isWatchSignal } from '../../sdk/page-watch.ts';
import { checkPickedFile } from '../../sdk/picked-file.ts';
import { locate } from './locate.ts';
import { renderArticle } from './markdown.ts';
import { PathMemo } from '../../sdk/page/tree.ts';
import { accepts } from './upload.ts';

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return err instanceof BridgeError ? err.code : 'thrown';
  }
  return 'none';
}

describe('renderArticle', () => {
  it('keeps headings, lists, emphasis, code, quotes and tables, and collects each link once', () => {
    const root = mount(`<article><h2>Grip</h2><p>Good <strong>grip</strong> on <em>wet</em> rock, see <a href="/a?x=1">guide</a> and <a href="/a?x=1">again</a>.</p>
      <ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol><li>first</li></ol><blockquote><p>Quoted</p></blockquote>
      <pre>let a = 1;</pre><table><tr><th>km</th><th>h</th></tr><tr><td>10</td><td>1</td></tr></table><p>a_b *c*</p></article>`);
    const md = renderArticle(root.firstElementChild!, 'markdown', 'https://example.org/post', 10);
    expect(md.content).to.contain('## Grip');
    expect(md.content).to.contain('Good **grip** on *wet* rock, see [guide](https://example.org/a?x=1)');
    expect(md.content).to.contain('- one\n  - nested\n- two');
    expect(md.content).to.contain('1. first');
    expect(md.content).to.contain('> Quoted');
    expect(md.content).to.contain('```\nlet a = 1;\n```');
    expect(md.content).to.contain('| km | h |\n| --- | --- |\n| 10 | 1 |');
    expect(md.content).to.contain('a\\_b \\*c\\*', 'page text cannot smuggle markup');
    expect(md.links).to.deep.equal([{ text: 'guide', url: 'https://example.org/a?x=1' }]);
    const text = renderArticle(root.firstElementChild!, 'text', 'https://example.org/post', 0);
    expect(text.content).to.contain('Good grip on wet rock, see guide and again.');
    expect(text.content).not.to.contain('**');
    expect(text.links).to.deep.equal([]);
    expect(text.omittedLinks).to.equal(1);
    root.remove();
  });

  it('drops javascript: links and removes secrets from link URLs', () => {
    const root = mount('<p><a href="javascript:alert(1)">run</a> <a href="https://x.example/p?token=abc&id=2">p</a></p>');
    const md = renderArticle(root, 'markdown', 'https://example.org/', 10);
    expect(md.links).to.deep.equal([{ text: 'p', url: 'https://x.example/p?id=2' }]);
    expect(md.content).to.contain('run [p](https://x.example/p?id=2)');
    root.remove();
  });
});

describe('accepts (a file field\'s accept attribute)', () => {
  it('matches extensions, wildcard types and exact types, case-insensitively', () => {
    expect(accepts('', 'a.exe', 'application/x-msdownload')).to.equal(true);
    expect(accepts('.pdf,image/*', 'Scan.PDF', 'application/pdf')).to.equal(true);
    expect(accepts('.pdf,image/*', 'photo.jpg', 'image/jpeg')).to.equal(true);
    expect(accepts('.pdf,image/*', 'notes.txt', 'text/plain')).to.equal(false);
    expect(accepts('text/csv', 'data.csv', 'text/csv')).to.equal(true);
    expect(accepts('text/csv', 'data.csv', 'text/plain')).to.equal(false);
  });
});

describe('locate', () => {
  it('names a listable element by fingerprint, anything else by a selector that matches only it', () => {
    const root = mount('<button>Go</button><div><p>one</p><p>two</p></div><section><p id="dup">a</p></section>');
    const memo = new PathMemo();
    expect(locate(root.querySelector('button')!, memo).target).to.have.property('fingerprint');
    const second = locate(root.querySelectorAll('div p')[1]!, memo).target as { selector: string };
    expect(document.querySelectorAll(second.selector)).to.have.length(1);
    expect(document.querySelector(second.selector)!.textContent).to.equal('two');
    expect(locate(root.querySelector('#dup')!, memo).target).to.deep.equal({ selector: '#dup' });
    root.remove();
  });
});

describe('isWatchSignal (from the page\'s own world)', () => {
  it('accepts only well-formed, bounded signals', () => {
    expect(isWatchSignal({ type: 'dialog-open', seq: 1, kind: 'confirm', message: 'Sure?' })).to.equal(true);
    expect(isWatchSignal({ type: 'dialog-closed', seq: 1, kind: 'prompt', result: 'x' })).to.equal(true);
    expect(isWatchSignal({ type: 'console', kind: 'uncaught', message: 'boom', source: 'https://a/x.js:1' })).to.equal(true);
    expect(isWatchSignal({ type: 'dialog-open', seq: 0, kind: 'confirm', message: '' })).to.equal(false);
    expect(isWatchSignal({ type: 'dialog-open', seq: 1, kind: 'print', message: '' })).to.equal(false);
    expect(isWatchSignal({ type: 'dialog-open', seq: 1, kind: 'alert', message: 'x'.repeat(501) })).to.equal(false);
    expect(isWatchSignal({ type: 'dialog-closed', seq: 1, kind: 'confirm', result: {} })).to.equal(false);
    expect(isWatchSignal({ type: 'console', kind: 'log', message: 'x' })).to.equal(false);
    expect(isWatchSignal('dialog-open')).to.equal(false);
  });
});

describe('checkPickedFile (from the approval window)', () => {
  it('takes a named, typed, base64 file within the size limit, and nothing else', () => {
    expect(checkPickedFile({ name: 'cv.pdf', type: 'application/pdf', base64: 'JVBERg==' })).to.deep.equal({ name: 'cv.pdf', type: 'application/pdf', base64: 'JVBERg==' });
    expect(codeOf(() => checkPickedFile({ name: '../etc/passwd', type: '', base64: '' }))).to.equal('invalid-input');
    expect(codeOf(() => checkPickedFile({ name: '', type: '', base64: '' }))).to.equal('invalid-input');
    expect(codeOf(() => checkPickedFile({ name: 'a', type: 'x', base64: 'not base64!' }))).to.equal('invalid-input');
    expect(codeOf(() => checkPickedFile({ name: 'a', type: 'x', base64: 'A'.repeat(6 * 1024 * 1024) }))).to.equal('invalid-input');
    expect(codeOf(() => checkPickedFile({ path: '/etc/passwd' }))).to.equal('invalid-input');
  });
});
