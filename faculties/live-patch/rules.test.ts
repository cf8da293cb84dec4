import { expect } from '@esm-bundle/chai';
import { attributeOrderRepair, checkAttribute, checkOperation, checkPatch, checkStyleText, checkStyleValue, checkText, checkUrl, decodeCss, purposeProblem, urlScheme } from './rules.ts';

const code = (r: { code: string } | null) => r?.code ?? null;
const T = { selector: '#x' };

describe('Live Patch rules: URLs', () => {
  it('reads the scheme the URL parser sees', () => {
    expect(urlScheme(' \u0001JaVa\tscript:alert(1)')).to.equal('javascript');
    expect(urlScheme('java\nscript:x')).to.equal('javascript');
    expect(urlScheme('/relative/path')).to.equal(null);
    expect(urlScheme('#frag')).to.equal(null);
  });
  for (const url of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox', 'data:text/html,<script>alert(1)</script>', 'blob:https://a/b', 'ftp://x/y']) {
    it(`refuses ${JSON.stringify(url)} as script-url`, () => expect(code(checkUrl(url))).to.equal('script-url'));
  }
  for (const url of ['https://example.com/a', 'http://x', 'mailto:a@b.c', 'tel:+1', '/p?q=1', '#top', 'page.html']) {
    it(`allows ${JSON.stringify(url)}`, () => expect(checkUrl(url)).to.equal(null));
  }
  it('checks every candidate of a list', () => expect(code(checkUrl('a.png 1x, javascript:alert(1) 2x'))).to.equal('script-url'));
});

describe('Live Patch rules: styles', () => {
  it('decodes escapes and drops comments before looking', () => {
    expect(decodeCss('u\\72l(x)')).to.equal('url(x)');
    expect(decodeCss('\\75 rl(x)')).to.equal('url(x)');
    expect(decodeCss('ur/**/l(x)')).to.equal('ur l(x)');
  });
  for (const value of ['url(https://evil/x.png)', 'URL(x)', 'u\\72l(x)', '\\75 rl(x)', 'image-set("a.png" 1x)', 'expression(alert(1))', 'cross-fade(a, b)', 'element(#a)', 'src("x")']) {
    it(`refuses ${JSON.stringify(value)} as resource-loading-style`, () => expect(code(checkStyleValue('background', value))).to.equal('resource-loading-style'));
  }
  for (const [prop, value] of [['color', 'red'], ['outline', '3px solid #ffb000'], ['background', 'linear-gradient(red, rgb(0 0 255))'], ['width', 'calc(100% - 2px)'], ['--accent', 'oklch(70% 0.1 200)']] as const) {
    it(`allows ${prop}: ${value}`, () => expect(checkStyleValue(prop, value)).to.equal(null));
  }
  it('refuses behaviour-binding properties and smuggled declarations', () => {
    expect(code(checkStyleValue('-moz-binding', 'none'))).to.equal('resource-loading-style');
    expect(code(checkStyleValue('color', 'red; background: url(x)'))).to.equal('invalid-input');
    expect(code(checkStyleValue('color', 'red !important'))).to.equal('invalid-input');
    expect(code(checkStyleValue('color:red', 'x'))).to.equal('invalid-input');
  });
  it('checks a whole style attribute', () => {
    expect(checkStyleText('color: red; outline: 1px solid blue')).to.equal(null);
    expect(code(checkStyleText('color: red; background: url(x)'))).to.equal('resource-loading-style');
    expect(code(checkStyleText('@import "x.css"'))).to.equal('resource-loading-style');
    expect(code(checkStyleText('behavior: url(x.htc)'))).to.equal('resource-loading-style');
  });
});

describe('Live Patch rules: attributes and text', () => {
  for (const name of ['onclick', 'ONLOAD', 'onmouseover', 'onfocusin']) {
    it(`refuses ${name} (set and remove) as event-handler-attribute`, () => {
      expect(code(checkAttribute(name, 'x()'))).to.equal('event-handler-attribute');
      expect(code(checkAttribute(name, null))).to.equal('event-handler-attribute');
    });
  }
  it('refuses script URLs in URL attributes, whatever the element', () => {
    expect(code(checkAttribute('href', 'javascript:alert(1)', 'a'))).to.equal('script-url');
    expect(code(checkAttribute('formaction', 'javascript:x'))).to.equal('script-url');
  });
  it('refuses attributes that load or send, and markup attributes', () => {
    expect(code(checkAttribute('src', 'https://evil/p.png', 'img'))).to.equal('resource-loading-attribute');
    expect(code(checkAttribute('action', 'https://evil/collect', 'form'))).to.equal('resource-loading-attribute');
    expect(code(checkAttribute('href', 'https://evil/x.css', 'link'))).to.equal('resource-loading-attribute');
    expect(code(checkAttribute('srcdoc', '<p>x</p>', 'iframe'))).to.equal('script-content');
  });
  it('allows ordinary attributes and safe links', () => {
    expect(checkAttribute('title', 'Hello')).to.equal(null);
    expect(checkAttribute('aria-label', 'Close')).to.equal(null);
    expect(checkAttribute('href', 'https://example.com/help', 'a')).to.equal(null);
    expect(checkAttribute('hidden', null)).to.equal(null);
    expect(code(checkAttribute('style', 'background: url(x)'))).to.equal('resource-loading-style');
  });
  it('refuses text carrying a <script> tag', () => {
    expect(code(checkText('hi <script>alert(1)</script>', 'x'))).to.equal('script-content');
    expect(code(checkText('< SCRIPT src=x>', 'x'))).to.equal('script-content');
    expect(checkText('1 < 2 and a <b>bold</b> claim', 'x')).to.equal(null);
  });
});

describe('Live Patch rules: operations and patches', () => {
  it('refuses anything outside the closed set', () => {
    expect(code(checkOperation({ op: 'insertHtml', target: T }))).to.equal('operation-not-allowed');
    expect(code(checkOperation({ op: 'eval', target: T }))).to.equal('operation-not-allowed');
  });
  it('refuses script and style elements as targets', () => {
    expect(code(checkOperation({ op: 'hide', target: T }, 'script'))).to.equal('script-content');
    expect(code(checkOperation({ op: 'replaceText', target: T, text: 'x' }, 'style'))).to.equal('resource-loading-style');
    expect(code(checkOperation({ op: 'annotate', target: T, text: 'x' }, 'body'))).to.equal('operation-not-allowed');
  });
  it('needs a purpose that says what and why', () => {
    expect(purposeProblem(undefined)).to.be.a('string');
    expect(purposeProblem('fix')).to.be.a('string');
    expect(purposeProblem('patch patch patch patch')).to.be.a('string');
    expect(purposeProblem('Hide the newsletter banner the person asked to remove')).to.equal(null);
    expect(code(checkPatch('x', [{ op: 'hide', target: T }]))).to.equal('purpose-required');
    expect(code(checkPatch('Hide the banner for the person', []))).to.equal('invalid-input');
    const r = checkPatch('Hide the banner for the person', [{ op: 'hide', target: T }, { op: 'setAttribute', target: T, name: 'onclick', value: 'x' }]);
    expect(code(r)).to.equal('event-handler-attribute');
    expect(r!.detail!.operation).to.equal(1);
  });
});

describe('Live Patch rules: attribute order repair (exact revert)', () => {
  it('needs nothing when the order is already right', () => {
    expect(attributeOrderRepair(['id', 'class', 'title'], ['id', 'class', 'title'])).to.deep.equal([]);
    expect(attributeOrderRepair(['id', 'class'], ['id', 'class', 'data-x'])).to.deep.equal([]);
  });
  it('re-adds the shortest out-of-place suffix', () => {
    // `hidden` was removed and put back at the end.
    expect(attributeOrderRepair(['id', 'hidden', 'class', 'title'], ['id', 'class', 'title', 'hidden'])).to.deep.equal(['hidden', 'class', 'title']);
  });
  it('keeps attributes the page added after the known ones', () => {
    expect(attributeOrderRepair(['a', 'b'], ['b', 'x', 'a'])).to.deep.equal(['a', 'b', 'x']);
  });
});
