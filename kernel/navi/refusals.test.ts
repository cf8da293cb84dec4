import { expect } from '@esm-bundle/chai';
import { redactText } from '../../faculties/sdk/redaction/data.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { refuseBlocked, refuseProtected } from './refusals.ts';
import { controlsOf } from './target-resolver.ts';

const controls = controlsOf(parseOutline(['main @aaaaaaa1', '  textbox "New password" @aaaaaaa2', '  textbox "Card number" @aaaaaaa3'].join('\n')).map((l) => ({ ...l, frameId: 0 })));

describe('refusals', () => {
  it('say why, and the reason survives the chat redaction intact', () => {
    for (const [c, reason, says] of [
      [controls[0]!, 'password', /password field.*type it yourself/],
      [controls[1]!, 'payment', /payment field.*enter them yourself/],
      [controls[0]!, 'credential', /credential field/],
      [controls[1]!, 'one-time-code', /one-time code/],
    ] as const) {
      const text = refuseProtected(c, reason);
      expect(text).to.match(says);
      const shown = redactText(text);
      expect(shown.text, text).to.equal(text);
      expect(shown.text).not.to.include('[redacted');
    }
  });

  it('a page-side refusal with no named reason still says why', () => {
    const text = refuseBlocked(controls[0]!, undefined);
    expect(redactText(text).text).to.equal(text);
    expect(text).to.match(/protected surface/);
  });
});
