// A consequential control that asks to confirm, against a scripted page: a concert listing whose
// "Buy" buttons open a "Confirm purchase" dialog paid with the saved card, and a list whose
// "Discard" buttons act at once.
import { expect } from '@esm-bundle/chai';
import { confirmingButton, messageSaid } from './consequence-dialog.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');

const LISTING = [
  'main @mainnnnn',
  '  h1 "This week" @headingg',
  '  region "Friday jazz night" @fridayyy',
  '    button "Buy tickets for Friday jazz night" @buyfrida',
  '  region "Saturday string quartet" @saturday',
  '    button "Buy tickets for Saturday string quartet" @buysatur',
].join('\n');
const PAY = [
  'dialog "Confirm purchase" @paydialg',
  '  h2 "Confirm purchase" @payhhhhh',
  '  radiogroup "Pay with" @paywithh',
  '    radio "Mastercard ending 1881 (saved)" @savedcrd checked',
  '    radio "Another card" @othercrd',
  '  button "Cancel" @cancelpy',
  '  button "Confirm purchase" @confirmp',
].join('\n');

async function converse(turns: string[], opens: Record<string, string>, outline = LISTING) {
  const acts: string[] = [];
  let shown = outline;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      acts.push(`click ${fp}`);
      if (opens[fp]) shown = `${shown}\n${opens[fp]}`;
    }
    if (name === 'browser.semantic.type') acts.push(`type ${fp}`);
    return plainAnswer(name, shown);
  });
  return { acts, answer: answers.at(-1) ?? '' };
}

describe('a consequential control whose dialog asks to confirm', () => {
  it('buys: the Buy button, then the dialog\'s confirming button; the saved card is left as chosen and nothing is typed', async () => {
    const { acts, answer } = await converse(['buy tickets for the string quartet'], { buysatur: PAY });
    expect(acts).to.deep.equal(['click buysatur', 'click confirmp']);
    expect(answer).to.match(/Confirm purchase/);
  });

  it('a control that acts at once: the one click, and the answer says no confirmation was asked', async () => {
    const list = ['main @mainnnnn', '  list "Drafts" @draftsss', '    button "Delete draft to Kim" @discardk', '    button "Delete draft to Lou" @discardl', '    button "Delete draft to Ana" @discarda'].join('\n');
    const { acts, answer } = await converse(['delete the draft to Lou'], {}, list);
    expect(acts).to.deep.equal(['click discardl']);
    expect(answer).to.match(/no confirmation/);
  });

  it('the confirming button is the one in a new dialog that says the action, else the one that says yes; never Cancel, never an old dialog\'s', () => {
    const lines = (o: string) => controlsOf(parseOutline(o).map((l) => ({ ...l, frameId: 0 })));
    const before = new Set<string | null>([null]);
    expect(confirmingButton(lines(`${LISTING}\n${PAY}`), before, ['pay'])?.line.fingerprint).to.equal('confirmp');
    const sure = ['dialog "Really?" @reallyyy', '  button "No" @nnnnnnnn', '  button "Delete forever" @delforev'].join('\n');
    expect(confirmingButton(lines(sure), before, ['delete'])?.line.fingerprint).to.equal('delforev');
    expect(confirmingButton(lines(sure), new Set(['reallyyy']), ['delete'])).to.equal(null);
    const save = ['dialog "Save your card?" @savecard', '  button "Not now" @notnowww', '  button "Save card" @savecrdd'].join('\n');
    expect(confirmingButton(lines(save), before, ['pay'])).to.equal(null);
  });
});

describe('what a request says to tell the other side', () => {
  it('reads the message after "tell …", "saying" or "because" (pet clinic)', () => {
    expect(messageSaid("Decline the grooming slot and tell her we're closed that Friday")).to.equal("we're closed that Friday");
    expect(messageSaid('cancel the check-up because the cat is unwell')).to.equal('the cat is unwell');
    expect(messageSaid('decline the grooming slot')).to.equal(null);
  });
});

// An account's add-ons: each "Add" asks to confirm its monthly price in a dialog of its own.
const ADDONS = ['main @mainnnnn', '  h3 "Add-ons" @addonshh', '  button "Add Static IP address" @addstati', '  button "Add Wi-Fi booster disc" @addboost'].join('\n');
const PRICE = ['dialog "Add Wi-Fi booster disc?" @boostdlg', '  button "Go back" @gobackbb', '  button "Add — £3.00/month" @addprice'].join('\n');

describe('adding something that asks to confirm its price', () => {
  it('clicks Add, then the dialog\'s button that says add again; not its way back', async () => {
    const { acts } = await converse(['add the Wi-Fi booster disc'], { addboost: PRICE }, ADDONS);
    expect(acts).to.deep.equal(['click addboost', 'click addprice']);
  });
  it('an Add that asks nothing is the one click, with no note about it', async () => {
    const { acts, answer } = await converse(['add the Wi-Fi booster disc'], {}, ADDONS);
    expect(acts).to.deep.equal(['click addboost']);
    expect(answer).to.not.match(/asked for no confirmation/);
  });
});

// A payment that goes on in two dialogs: the amount and card ("Continue"), then "Pay £15.00?".
const PERMITS = ['main @mainnnnn', '  h2 "Visitor parking" @visitorh', '  button "Buy 10 visitor sessions — £15.00" @buyvisit'].join('\n');
const AMOUNT = ['dialog "Buy 10 visitor sessions" @amountdl', '  radio "Visa debit ending 0087" @savedvis checked', '  button "Cancel" @cancelam', '  button "Continue" @continue'].join('\n');
const SURE = ['dialog "Pay £15.00?" @suredial', '  button "Go back" @gobackpp', '  button "Pay £15.00" @paynowww'].join('\n');

describe('a payment confirmed over two dialogs', () => {
  it('goes on with "Continue", then confirms with the button that pays', async () => {
    const { acts } = await converse(['buy another ten visitor sessions'], { buyvisit: AMOUNT, continue: SURE }, PERMITS);
    expect(acts).to.deep.equal(['click buyvisit', 'click continue', 'click paynowww']);
  });
  it('does not go on in a dialog that is not about what was asked', async () => {
    const SUBSCRIBE = ['main @mainnnnn', '  h2 "Garden waste" @gardenhh', '  button "Order a second one" @subscrib'].join('\n');
    const GARDEN = ['dialog "Garden waste subscription" @gardendl', '  button "Cancel" @cancelgd', '  button "Continue" @continue'].join('\n');
    const { acts, answer } = await converse(['order a second one'], { subscrib: GARDEN, continue: SURE }, SUBSCRIBE);
    expect(acts).to.deep.equal(['click subscrib']);
    expect(answer).to.match(/not what you asked for/);
  });
});
