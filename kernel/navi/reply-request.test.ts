import { expect } from '@esm-bundle/chai';
import { replySteps } from './reply-request.ts';
import { splitSteps } from './steps.ts';

describe('a reply request is written in the reply box and sent', () => {
  it('becomes open, Reply, type the words as said, Send', () => {
    const steps = splitSteps(replySteps('respond to the landlord saying I will pay on Friday, thanks for me')!).map((s) => s.text);
    expect(steps).to.deep.equal(['open the landlord', 'click Reply', 'type "I will pay on Friday, thanks for me" into the reply', 'click Send']);
    expect(replySteps('answer to Lena: see you then!')).to.match(/^open Lena, .*type "see you then" into the reply/);
  });
  it('leaves other requests alone', () => {
    for (const r of ['reply to this', 'answer the survey', 'send 20 euros to Lena and say thanks']) expect(replySteps(r)).to.equal(null);
  });
});
