import { expect } from '@esm-bundle/chai';
import { ALLOWED_KEY_NAMES, parseAllowedKey } from './keys.ts';

describe('key allowlist', () => {
  it('allows exactly the navigation and control keys', () => {
    expect(ALLOWED_KEY_NAMES).to.deep.equal([
      'Tab', 'Shift+Tab', 'Enter', 'Escape', 'Space', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown',
    ]);
    for (const name of ALLOWED_KEY_NAMES) expect(parseAllowedKey(name)?.name).to.equal(name);
  });

  it('forgives case and spaces around +, nothing else', () => {
    expect(parseAllowedKey('enter')?.name).to.equal('Enter');
    expect(parseAllowedKey(' shift + tab ')?.name).to.equal('Shift+Tab');
    expect(parseAllowedKey('Space')?.key).to.equal(' ');
  });

  it('refuses text, chords and other keys', () => {
    for (const raw of ['a', 'A', ' ', 'Shift+A', 'Ctrl+A', 'Control+Tab', 'Alt+F4', 'Meta+R', 'Shift+Enter', 'Backspace', 'Delete', 'F5', 'Esc', 'Tab Tab', '']) {
      expect(parseAllowedKey(raw), raw).to.equal(null);
    }
  });
});
