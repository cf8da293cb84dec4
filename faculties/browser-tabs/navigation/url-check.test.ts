// Where the Navi may send a tab: http(s) on an allowed site, never credentials in the URL.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { checkDestination, MAX_URL_CHARS } from './url-check.ts';

const ALLOWED = ['https://shop.example', 'http://127.0.0.1:5001'];
function code(url: string): string {
  try {
    checkDestination(url, ALLOWED);
    return 'ok';
  } catch (err) {
    return err instanceof BridgeError ? err.code : 'thrown';
  }
}

describe('checkDestination', () => {
  it('passes an http(s) URL on an allowed origin, as parsed', () => {
    expect(checkDestination('https://shop.example/cart?x=1#top', ALLOWED)).to.deep.equal({ url: 'https://shop.example/cart?x=1#top', origin: 'https://shop.example' });
    expect(checkDestination('HTTPS://SHOP.EXAMPLE', ALLOWED).url).to.equal('https://shop.example/');
  });

  it('refuses credentials in the URL, even an empty password or a user alone', () => {
    expect(code('https://ann:hunter2@shop.example/')).to.equal('credentials-in-url');
    expect(code('https://ann@shop.example/')).to.equal('credentials-in-url');
    expect(code('https://:pw@shop.example/')).to.equal('credentials-in-url');
  });

  it('refuses other schemes and origins the person did not allow', () => {
    for (const u of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'chrome://settings', 'blob:https://shop.example/1']) expect(code(u), u).to.equal('origin-not-allowed');
    expect(code('https://evil.example/')).to.equal('origin-not-allowed');
    expect(code('https://shop.example:8443/')).to.equal('origin-not-allowed');
    expect(code('http://shop.example/')).to.equal('origin-not-allowed');
  });

  it('refuses what is not an absolute URL, or too long', () => {
    expect(code('/cart')).to.equal('invalid-input');
    expect(code('shop.example')).to.equal('invalid-input');
    expect(code(`https://shop.example/${'a'.repeat(MAX_URL_CHARS)}`)).to.equal('invalid-input');
  });
});
