// Opening what a request names by its head noun: a role word that is part of a control's own name
// ("Extra options" for "the advanced options") still names it, a request to open or expand
// prefers what opens, "on the X form/tab" places it, and a modifier the page lacks does not veto
// the only good candidate; several equally good ones get a question. Scripted pages of their own.
import { expect } from '@esm-bundle/chai';
import { parseBrowser } from './browser-step.ts';
import { COLLAPSED } from './hidden-controls.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { parseSemantic } from './semantic-step.ts';

const TOOLS = pageControlTools('browser.semantic.check');

interface Page {
  outline(clicked: readonly string[]): string;
  collapsed?: (clicked: readonly string[]) => unknown;
}

async function converse(page: Page, turns: string[]) {
  const clicked: string[] = [];
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') clicked.push(String((args as { target: { fingerprint: string } }).target.fingerprint));
    if (name === COLLAPSED && page.collapsed) return page.collapsed(clicked);
    return plainAnswer(name, page.outline(clicked));
  });
  return { clicked, answers, answer: answers.at(-1) ?? '' };
}

describe('reading where and what to open', () => {
  it('keeps a region named at the end apart, and the role word as said', () => {
    const a = parseSemantic('open the display options in the preferences panel');
    expect(a.object).to.equal('the display');
    expect(a.roleWord).to.equal('options');
    expect(a.scope).to.equal('preferences');
    // A region's own kind ("tab") is not taken for the control's role.
    const b = parseSemantic('turn on reminders in the calendar tab');
    expect(b.object).to.equal('reminders');
    expect(b.roles).to.equal(undefined);
    expect(b.scope).to.equal('calendar');
    // "the Privacy tab" is the control itself, not a region.
    expect(parseSemantic('open the Privacy tab').scope).to.equal(undefined);
    // "rename X to Y": the new name is the value, the record the object.
    const rename = parseSemantic('rename the deploy notes to "Deploy notes (k8s)"');
    expect([rename.object.trim(), rename.value]).to.deep.equal(['the deploy notes', 'Deploy notes (k8s)']);
    // "rename it Kitchen TV": after a pronoun, the rest is the new name.
    const bare = parseSemantic('rename it Kitchen TV');
    expect([bare.object.trim(), bare.value]).to.deep.equal(['it', 'Kitchen TV']);
    expect(parseSemantic('expand the extra settings').meanings).to.deep.equal(['open']);
  });

  it('takes a tab that only places what is named for the page\'s own, not the browser\'s', () => {
    expect(parseBrowser('show the delivery options on the billing tab')).to.equal(null);
    expect(parseBrowser('show my open tabs')).to.deep.equal({ kind: 'list' });
    expect(parseBrowser('close the tab in the other window')?.kind).to.equal('close');
  });

  it('takes "window" or "tab" that names something else by it ("a window desk") for no browser request', () => {
    expect(parseBrowser("grab me a window desk in Shoreditch for Thursday")).to.equal(null);
    expect(parseBrowser('book a window seat for two')).to.equal(null);
    expect(parseBrowser('close the window')?.kind).to.equal('close');
    expect(parseBrowser('what windows are open')).to.deep.equal({ kind: 'list' });
  });
});

describe('opening a collapsed part by its head noun', () => {
  const SETTINGS: Page = {
    outline: () => ['main', '  h1 "Preferences"', '  switch "Dark theme" @darkthem', '  button "Extra settings" @extraset collapsed', '  button "Save" @savesave'].join('\n'),
  };

  it('expands the collapsed section a request names ("expand the extra settings")', async () => {
    const { clicked } = await converse(SETTINGS, ['expand the extra settings']);
    expect(clicked).to.deep.equal(['extraset']);
  });

  // Two forms, each with a collapsed part named "… options".
  const TWO_FORMS: Page = {
    outline: () =>
      [
        'main',
        '  form "Find a room" @findform',
        '    textbox "City" @citycity',
        '    button "Search options" @searchop collapsed',
        '  form "Booking" @bookform',
        '    textbox "Guest name" @guestnam',
        '    button "Extra options" @extraopt collapsed',
        '    button "Book" @bookbook',
      ].join('\n'),
  };

  it('places it by the form named, and a modifier the page lacks ("advanced") does not veto it', async () => {
    const { clicked } = await converse(TWO_FORMS, ['open the advanced options on the booking form']);
    expect(clicked).to.deep.equal(['extraopt']);
  });

  it('asks when several fit equally and nothing places one', async () => {
    const { clicked, answer } = await converse(TWO_FORMS, ['open the advanced options']);
    expect(clicked).to.deep.equal([]);
    expect(answer).to.match(/Search options.*Extra options|Extra options.*Search options/);
  });

  // The part sits in a tab that is not selected: the tab is opened first, then the part.
  const TABBED: Page = {
    outline: (clicked) =>
      [
        'main',
        '  tab "Profile" @profilet selected',
        '  tab "Billing" @billingt',
        ...(clicked.includes('billingt') ? ['  form "Card" @cardform', `    button "Extra options" @extraopt ${clicked.includes('extraopt') ? 'expanded' : 'collapsed'}`, '    button "Update" @updateup'] : ['  textbox "Display name" @dispname']),
      ].join('\n'),
    collapsed: (clicked) => ({
      frameId: 0,
      containers: clicked.includes('billingt')
        ? []
        : [{ kind: 'tab', opener: 'tab "Billing" @billingt', controls: ['  button "Extra options" collapsed', '  checkbox "Paperless invoices"', '  button "Update"'], more: 0 }],
      omitted: { containers: 0, controls: 0, sensitive: 0 },
    }),
  };

  it('opens the tab that holds it, then the part itself', async () => {
    const { clicked, answer } = await converse(TABBED, ["show the advanced options on the billing tab"]);
    expect(clicked).to.deep.equal(['billingt', 'extraopt']);
    expect(answer).to.match(/Clicked tab "Billing".*Clicked button "Extra options"/s);
  });
});
