// "take me back to this week" on a week planner (not a month calendar): "back" is the page's
// "Previous" control, even with no verb the Navi knows.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools();
const PLANNER = ['main', '  h2 "Week of 14 January"', '  button "Previous week" @prevweek', '  button "Next week" @nextweek', '  button "Add shift" @addshift'].join('\n');

async function clicksFor(request: string) {
  const clicks: string[] = [];
  await playConversation([request], TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') clicks.push(String((args.target as { fingerprint?: unknown }).fingerprint));
    return plainAnswer(name, PLANNER);
  });
  return clicks;
}

describe('direction words', () => {
  it('"back" presses the Previous control', async () => {
    expect(await clicksFor('hmm, take me back to this week')).to.deep.equal(['prevweek']);
  });
  it('"forward" presses the Next control', async () => {
    expect(await clicksFor('move forward a week')).to.deep.equal(['nextweek']);
  });
});
