// The semantic benchmark counts Playwright's actionable lines, quoted YAML lines included.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ourActionable, parsePlaywrightSnapshot, playwrightActionable } from '../bench/actionable.ts';

const YAML = [
  '- banner [ref=e2]:',
  '  - link "Home" [ref=e3] [cursor=pointer]:',
  '    - /url: /',
  "  - 'button \"Add #1\" [ref=e84]'",
  `  - "button \\"It's here\\" [ref=e85]"`,
  '  - generic [ref=e9] [cursor=pointer]: Open card',
  '  - generic [ref=e10]: just text',
  '  - heading "News" [level=2] [ref=e11]',
  '  - textbox "Search" [ref=e12]',
  '  - button "Gone"',
  '  - text: Hello',
].join('\n');

describe('benchmark: actionable lines', () => {
  it('reads plain, single- and double-quoted Playwright lines', () => {
    const lines = parsePlaywrightSnapshot(YAML);
    assert.deepEqual(
      lines.filter((l) => l.role === 'button').map((l) => [l.name, l.ref]),
      [['Add #1', 'e84'], ["It's here", 'e85'], ['Gone', null]],
    );
  });

  it('counts lines with a ref and an interactive role or a pointer cursor', () => {
    // link, two quoted buttons, the pointer generic, the textbox; not the banner, plain generic, heading, ref-less button.
    assert.equal(playwrightActionable(YAML), 5);
  });

  it('counts every control of our outline', () => {
    assert.equal(ourActionable('main @aaaaaaaa\n  button "A" @bbbbbbbb\n  generic "Card" @cccccccc\n  h2 "T" @dddddddd\n  region blocked:private withheld=3'), 2);
  });
});
