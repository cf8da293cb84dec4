import { expect } from '@esm-bundle/chai';
import { readOnlyLink } from './read-only-link.ts';

const O = 'https://s.test';
const PAGE = `${O}/site/index.html`;
const verdict = (raw: string, text = '') => readOnlyLink(raw, PAGE, O, text);
const passes = (raw: string, text = '') => {
  const v = verdict(raw, text);
  return v.ok ? v.url : `skipped: ${v.why}`;
};

describe('readOnlyLink: what a mapping run may open', () => {
  it('resolves against the page and keeps ordinary pages, without their fragment', () => {
    expect(passes('about.html#team', 'About us')).to.equal(`${O}/site/about.html`);
    expect(passes('/deleted-scenes-review', 'Deleted scenes')).to.equal(`${O}/deleted-scenes-review`, 'words are whole: "deleted" describes, it does not act');
    expect(passes('/menu?page=2&sort=price')).to.equal(`${O}/menu?page=2&sort=price`);
  });

  it('stays on exactly the mapped origin: no // or backslash, no other scheme, port or user info', () => {
    for (const raw of ['//other.test/x', ' //other.test/x', '/\\other.test/x', '\\\\other.test', 'https://other.test/', 'http://s.test/', 'https://s.test:8443/', 'javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.test', 'https://ann@s.test/', 'https://s.test//other.test/x', 'http://[::1']) {
      expect(verdict(raw).ok, JSON.stringify(raw)).to.equal(false);
    }
  });

  it('never opens a link whose path, query or text says it changes state', () => {
    const cases: [string, string][] = [
      ['/logout', ''],
      ['/account/log-out', ''],
      ['/u/end', 'Sign out'],
      ['/account/delete?id=1', ''],
      ['/unsubscribe', ''],
      ['/list?do=remove&item=3', ''],
      ['/orders/cancel', ''],
      ['/newsletter?action=confirm', ''],
      ['/email/verify', ''],
      ['/password/reset', ''],
      ['/profile', 'Delete my profile'],
      ['/cart?step=checkout', ''],
      ['/x', 'Place order'],
      ['/logOut', ''],
    ];
    for (const [raw, text] of cases) expect(verdict(raw, text).ok, `${raw} ${text}`).to.equal(false);
  });

  it('never opens a link that carries a token, or one redaction already cut a token out of', () => {
    for (const raw of ['/magic?token=abc', '/login?session_id=x1', '/enter/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX19fXw', '/enter/[redacted]', '/enter/%5Bredacted%5D', '/go?k=ghp_abcdefghijklmnopqrstuvwxyz0123456789']) {
      expect(verdict(raw).ok, raw).to.equal(false);
    }
  });

  it('says why it skipped', () => {
    const v = verdict('/account/delete?id=1');
    expect(!v.ok && v.why).to.match(/delete/);
    const off = verdict('//other.test/x');
    expect(!off.ok && off.why).to.match(/\/\//);
  });
});
