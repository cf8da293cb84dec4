// The built-in Navi taking several values from one request, against scripted pages whose outline
// follows what was clicked: a transfer form inside a closed tab (each field by its label's meaning
// and the value's type, the submit last, an amount asked for, "don't send it yet"), several
// filters and an ordering at once, a target further down a list shown in parts (its pager
// pressed first), and a page's own filter winning over a Live Patch for "hide …".
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { coverAffordances, affordancesOf } from './affordances.ts';
import { implicitForm, isImplicitForm, planForm, withImplicitForms } from './form-fill.ts';
import { properNames, takesName } from './field-values.ts';
import { choicesOf } from './option-meaning.ts';
import { COLLAPSED } from './hidden-controls.ts';
import { pagerOf, unmetWords } from './pager.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { findVerb } from './words.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select', 'browser.semantic.scroll', 'livepatch.apply');

const NOW = new Date(2030, 0, 7, 12);
const lines = (outline: string) => controlsOf(parseOutline(outline).map((l) => ({ ...l, frameId: 0 })));

interface Page {
  /** The outline, given the fingerprints clicked so far. */
  outline(clicked: readonly string[]): string;
  fields?: { fingerprint: string; options: string[] }[];
  collapsed?: (clicked: readonly string[]) => unknown;
}

/** Plays a conversation against a scripted page; returns the calls (actions with their arguments) and the answers. */
async function converse(page: Page, turns: string[]) {
  const names: string[] = [];
  const clicked: string[] = [];
  const acts = ['browser.semantic.click', 'browser.semantic.check', 'browser.semantic.type', 'browser.semantic.select', 'livepatch.apply'];
  const answers = await playConversation(
    turns,
    TOOLS,
    ({ name, arguments: args }) => {
      names.push(acts.includes(name) ? `${name}:${JSON.stringify(args)}` : name);
      if (name === 'browser.semantic.click') clicked.push(String((args as { target: { fingerprint: string } }).target.fingerprint));
      if (name === COLLAPSED && page.collapsed) return page.collapsed(clicked);
      if (name === 'browser.semantic.extract') return { fields: page.fields ?? [] };
      return plainAnswer(name, page.outline(clicked));
    },
    NOW,
  );
  return { names, answers, answer: answers.at(-1) ?? '', actions: names.filter((n) => n.includes(':')) };
}

// ---- a bank page: the transfer form sits in the closed "Payments" tab, its options in a closed section ----
const FORM = ['    combobox "From" @fromfrom ="Current account"', '    combobox "To" @totototo ="Pick a payee…"', '    textbox "Amount (€)" @amountam', '    textbox "Reference" @referenc'];
const OPTIONS = ['    checkbox "Repeat every month" @repeatmo'];
const SEND = '    button "Send money" @sendmone';
const parts = (containers: unknown[]) => ({ frameId: 0, containers, omitted: { containers: 0, controls: 0, sensitive: 0 } });
const bare = (l: string) => l.replace(/ @\w+/, '');
const BANK: Page = {
  outline: (clicked) => {
    const more = clicked.includes('moreopts') ? ['    button "More options" @moreopts expanded', ...OPTIONS] : ['    button "More options" @moreopts collapsed'];
    return ['main', '  tab "Overview" @overview selected', '  tab "Payments" @paymentt', ...(clicked.includes('paymentt') ? ['  form "Transfer" @formform', ...FORM, ...more, SEND] : [])].join('\n');
  },
  fields: [
    { fingerprint: 'fromfrom', options: ['Current account', 'Savings account'] },
    { fingerprint: 'totototo', options: ['Pick a payee…', 'Current account', 'Savings account', 'Ada Byron', 'Tom Becker'] },
  ],
  collapsed: (clicked) =>
    clicked.includes('paymentt')
      ? parts(clicked.includes('moreopts') ? [] : [{ kind: 'details', opener: 'button "More options" @moreopts collapsed', controls: OPTIONS.map(bare), more: 0 }])
      : parts([{ kind: 'tab', opener: 'tab "Payments" @paymentt', controls: [...FORM, '    button "More options" collapsed', ...OPTIONS, SEND].map(bare), more: 0 }]),
};

describe('several values for one form', () => {
  it('puts each value in the field its label means, by the value type, and presses the submit last', () => {
    const controls = lines(['main', '  form "Transfer" @formform', ...FORM, SEND].join('\n'));
    const options = (c: { line: { fingerprint: string | null } }) => choicesOf(BANK.fields!.find((f) => f.fingerprint === c.line.fingerprint)?.options ?? []);
    const text = 'pay twenty-five euros from savings to Tom Becker, reference flat share';
    const plan = planForm(text, controls, 'formform', options, findVerb(text), NOW)!;
    expect(plan.fills.map((f) => [f.control.line.name, 'text' in f ? f.text : 'label' in f ? f.label : f.checked])).to.deep.equal([
      ['From', 'Savings account'],
      ['To', 'Tom Becker'],
      ['Amount (€)', '25'],
      ['Reference', 'flat share'],
    ]);
    expect(plan.submit?.line.name).to.equal('Send money');
    // One value and a verb that does not name the submit: not a form request.
    expect(planForm('show savings', controls, 'formform', options, findVerb('show savings'), NOW)).to.equal(null);
  });

  it('opens the closed tab that holds the form, fills it and sends it, each change its own step', async () => {
    const { actions, answer } = await converse(BANK, ['send sixty euros to Ada Byron']);
    expect(actions).to.deep.equal([
      'browser.semantic.click:{"target":{"fingerprint":"paymentt"}}',
      'browser.semantic.select:{"target":{"fingerprint":"totototo"},"label":"Ada Byron"}',
      'browser.semantic.type:{"target":{"fingerprint":"amountam"},"text":"60","clear":true}',
      'browser.semantic.click:{"target":{"fingerprint":"sendmone"}}',
    ]);
    expect(answer).to.match(/Clicked tab "Payments".*Chose "Ada Byron".*Typed "60".*Clicked button "Send money"/s);
  });

  it('opens a closed section of the form that holds a field the request gives a value for', async () => {
    const { actions } = await converse(BANK, ['set up a monthly transfer of 100 euros to Tom Becker']);
    expect(actions).to.deep.equal([
      'browser.semantic.click:{"target":{"fingerprint":"paymentt"}}',
      'browser.semantic.click:{"target":{"fingerprint":"moreopts"}}',
      'browser.semantic.select:{"target":{"fingerprint":"totototo"},"label":"Tom Becker"}',
      'browser.semantic.type:{"target":{"fingerprint":"amountam"},"text":"100","clear":true}',
      'browser.semantic.check:{"target":{"fingerprint":"repeatmo"},"checked":true}',
      'browser.semantic.click:{"target":{"fingerprint":"sendmone"}}',
    ]);
  });

  it('fills the form but does not send it when the request says not to', async () => {
    const { actions } = await converse(BANK, ["get a transfer ready for 75 to Ada with the reference concert tickets, but don't send it yet"]);
    expect(actions).to.include('browser.semantic.type:{"target":{"fingerprint":"referenc"},"text":"concert tickets","clear":true}');
    expect(actions.some((a) => a.includes('sendmone'))).to.equal(false);
  });

  it('asks for the amount the submit needs and nothing gave, then fills it from the answer', async () => {
    const { answers, actions } = await converse(BANK, ['send some money to Ada', 'forty five euros']);
    expect(answers[0]).to.match(/How much should I put in textbox "Amount/);
    expect(actions.slice(-2)).to.deep.equal(['browser.semantic.type:{"target":{"fingerprint":"amountam"},"text":"45","clear":true}', 'browser.semantic.click:{"target":{"fingerprint":"sendmone"}}']);
  });
});

// The same tab also holds a second form in a closed part of its own, whose submit an "add" verb names.
const PAYEE_FORM = ['    textbox "Payee name" @payeenam', '    button "Add payee" @addpayee'];
const BANK_TWO_FORMS: Page = {
  ...BANK,
  outline: (clicked) =>
    BANK.outline(clicked) + (clicked.includes('paymentt') ? ['', '  button "New payee" @newpayee collapsed'].join('\n') : ''),
  collapsed: (clicked) =>
    clicked.includes('paymentt')
      ? parts([{ kind: 'details', opener: 'button "New payee" @newpayee collapsed', controls: PAYEE_FORM.map(bare), more: 0 }])
      : parts([{ kind: 'tab', opener: 'tab "Payments" @paymentt', controls: [...FORM, '    button "More options" collapsed', ...OPTIONS, SEND, '    button "New payee" collapsed', ...PAYEE_FORM].map(bare), more: 0 }]),
};

describe('fields and a button under one heading, with no form element', () => {
  const SETTINGS: Page = {
    outline: () => ['main', '  h2 "Notifications"', '  switch "News by email" @newsnews checked', '  h2 "Emergency contact"', '  textbox "Name" @namename', '  textbox "Phone" @phonepho type=tel', '  button "Save emergency contact" @saveemer'].join('\n'),
  };
  it('are a form: a proper name and a phone number go to the name and phone fields, then its button', async () => {
    const { actions } = await converse(SETTINGS, ['Put my sister down as my emergency contact: Ruth Okoye, 07700 900218']);
    expect(actions).to.deep.equal([
      'browser.semantic.type:{"target":{"fingerprint":"namename"},"text":"Ruth Okoye","clear":true}',
      'browser.semantic.type:{"target":{"fingerprint":"phonepho"},"text":"07700 900218","clear":true}',
      'browser.semantic.click:{"target":{"fingerprint":"saveemer"}}',
    ]);
  });
  it('are not planned as a form on one value alone', () => {
    const controls = withImplicitForms(lines(SETTINGS.outline([])));
    const form = implicitForm(controls.find((c) => c.line.name === 'Name')!)!;
    expect(isImplicitForm(form)).to.equal(true);
    const plan = (text: string) => planForm(text, controls, form, () => undefined, findVerb(text), NOW, false, false);
    expect(plan('put 07700 900218 down as my emergency contact')).to.equal(null);
    expect(plan('put Ruth Okoye, 07700 900218 down as my emergency contact')?.submit?.line.name).to.equal('Save emergency contact');
  });
  it('read a proper name only where people write one, and only for a field that asks for a name alone', () => {
    expect(properNames('contact: Ruth Okoye, 07700 900218').map((n) => n.value)).to.deep.equal(['Ruth Okoye']);
    expect(properNames('rename Road Trip 2024 to Road Trip 2025')).to.deep.equal([]);
    expect(properNames('see you on Friday March')).to.deep.equal([]);
    expect(['Name', 'Full name', 'Contact name', 'Network name (SSID)', 'Playlist'].map(takesName)).to.deep.equal([true, true, true, false, false]);
  });
});

describe('a select still on its placeholder', () => {
  it('takes the one option whose main word the request says, and asks for nothing', () => {
    const raw = lines(['main', '  tabpanel "Attendance" @attendan', '    h2 "Report an absence"', '    combobox "Child" @childchi ="Choose…"', '    textbox "First day" @firstday type=date', '    combobox "Reason" @reasonre ="Illness"', '    button "Report absence" @reportab'].join('\n'));
    const controls = withImplicitForms(raw);
    const form = implicitForm(raw.find((c) => c.line.name === 'Child')!)!;
    const opts: Record<string, string[]> = { childchi: ['Choose…', 'Evie (Willow)', 'Jack (Acorn)'], reasonre: ['Illness', 'Family occasion', 'Other'] };
    const text = 'report evie off next Monday, family wedding';
    const plan = planForm(text, controls, form, (c) => choicesOf(opts[c.line.fingerprint!] ?? []), findVerb(text), NOW)!;
    expect(plan.fills.map((f) => [f.control.line.name, 'label' in f ? f.label : 'text' in f ? f.text : f.checked])).to.deep.include(['Child', 'Evie (Willow)']);
    expect(plan.needed).to.deep.equal([]);
    // A word that is no option's main word leaves it to be asked.
    const asked = planForm('report an absence next Monday, family wedding', controls, form, (c) => choicesOf(opts[c.line.fingerprint!] ?? []), findVerb('report'), NOW)!;
    expect(asked.needed.map((f) => f.control.line.name)).to.deep.equal(['Child']);
  });
});

describe('telling someone what was said before', () => {
  it('fills the part whose fields the statement gives values for, and sends it', async () => {
    const ABSENCE: Page = {
      outline: () => ['main', '  tabpanel "Attendance" @attendan', '    h2 "Report an absence"', '    combobox "Child" @childchi ="Choose…"', '    textbox "First day" @firstday type=date', '    combobox "Reason" @reasonre ="Illness"', '    button "Report absence" @reportab', '    h2 "Messages"', '    button "Christmas jumper day" @jumperda', '    button "Wellies for Forest School" @wellies1'].join('\n'),
      fields: [{ fingerprint: 'childchi', options: ['Choose…', 'Evie (Willow)', 'Jack (Acorn)'] }, { fingerprint: 'reasonre', options: ['Illness', 'Family occasion'] }],
    };
    const { actions } = await converse(ABSENCE, ["Jack's been sick all night so he won't be in today, can you let school know"]);
    expect(actions).to.deep.equal([
      'browser.semantic.select:{"target":{"fingerprint":"childchi"},"label":"Jack (Acorn)"}',
      'browser.semantic.type:{"target":{"fingerprint":"firstday"},"text":"2030-01-07","clear":true}',
      'browser.semantic.click:{"target":{"fingerprint":"reportab"}}',
    ]);
  });
});

describe('a box ticked for a verb that asks for more than the tick', () => {
  const ORDER: Page = {
    outline: () =>
      ['main', '  h2 "Order repeat medication"', '  checkbox "Rex: Apoquel tablets (for itchy skin)" @apoquela', '  checkbox "Rex: flea chew — too early to reorder" @fleachew disabled', '  checkbox "Tom: kidney diet food" @kidneyfd', '  textbox "Note for the vet" @notenote', '  button "Send order" @sendorde'].join('\n'),
  };
  it('sends the form with its own button that says the verb, after the tick', async () => {
    const { actions } = await converse(ORDER, ["can you reorder the dog's itchy-skin tablets?"]);
    expect(actions.at(-1)).to.equal('browser.semantic.click:{"target":{"fingerprint":"sendorde"}}');
    expect(actions.some((a) => a.includes('apoquela'))).to.equal(true);
  });
  it('sends it past a box it cannot tick that the words name', async () => {
    const WITH_METHOD: Page = {
      outline: () =>
        ['main', '  h2 "Order repeat medication"', '  checkbox "Rex: Apoquel tablets (for itchy skin)" @apoquela', '  checkbox "Rex: flea chew for the dog — too early" @fleachew disabled', '  radiogroup "How would you like it?" @methodrg', '    radio "Collect" @collectr checked', '  button "Send order" @sendorde'].join('\n'),
    };
    const { actions } = await converse(WITH_METHOD, ["reorder the dog's itchy-skin tablets"]);
    expect(actions.at(-1)).to.equal('browser.semantic.click:{"target":{"fingerprint":"sendorde"}}');
  });

  it('does not send it when the request names more of the form, or only asks for the tick', async () => {
    for (const request of ['order the itchy-skin tablets and the kidney food', 'tick the itchy-skin tablets']) {
      const { actions } = await converse(ORDER, [request]);
      expect(actions, request).to.not.include('browser.semantic.click:{"target":{"fingerprint":"sendorde"}}');
    }
  });
});

describe('a closed part that holds two forms', () => {
  it('opens it for the form that takes the values, not the one whose submit the verb names', async () => {
    const { actions } = await converse(BANK_TWO_FORMS, ['set up a transfer of 30 euros to Tom Becker']);
    expect(actions).to.deep.equal([
      'browser.semantic.click:{"target":{"fingerprint":"paymentt"}}',
      'browser.semantic.select:{"target":{"fingerprint":"totototo"},"label":"Tom Becker"}',
      'browser.semantic.type:{"target":{"fingerprint":"amountam"},"text":"30","clear":true}',
      'browser.semantic.click:{"target":{"fingerprint":"sendmone"}}',
    ]);
  });
});

// ---- a listing with facets, an ordering and a pager ----
const LISTING_FIELDS = [{ fingerprint: 'sortsort', options: ['Featured', 'Price: low to high', 'Price: high to low'] }];
const LISTING: Page = {
  outline: (clicked) =>
    [
      'complementary "Filters"',
      '  group "Brand"',
      '    checkbox "Falcon" @falconnn',
      '    checkbox "Heron" @heronnnn',
      '  group "Category"',
      '    checkbox "Kayaks" @kayaksss',
      '    checkbox "Paddles" @paddless',
      '  checkbox "In stock only" @instockk',
      'main',
      '  combobox "Sort by" @sortsort ="Featured"',
      '  link "Falcon Touring Paddle" @product1',
      '  link "Heron River Kayak" @product2',
      ...(clicked.includes('loadmore') ? ['  link "Falcon Sea Kayak" @product3'] : []),
      '  button "Load more" @loadmore',
    ].join('\n'),
  fields: LISTING_FIELDS,
};

describe('several settings at once, a target further down a list, a page filter for "hide"', () => {
  it('reads each setting a request names, and the ordering it says, as the page own options', () => {
    const controls = lines(LISTING.outline([]));
    const picked = coverAffordances(affordancesOf(controls, LISTING_FIELDS), { words: 'Falcon kayaks, cheapest first' })!;
    expect(picked.map((a) => a.option ?? a.control.line.name)).to.deep.equal(['Price: low to high', 'Falcon', 'Kayaks']);
    // A word no setting meets: one target, not settings.
    expect(coverAffordances(affordancesOf(controls, LISTING_FIELDS), { words: 'Falcon Sea kayak' })).to.equal(null);
  });

  it('sets each filter and the ordering, each its own approved step', async () => {
    const { actions } = await converse(LISTING, ['show Falcon kayaks, cheapest first']);
    expect(actions).to.deep.equal([
      'browser.semantic.select:{"target":{"fingerprint":"sortsort"},"label":"Price: low to high"}',
      'browser.semantic.check:{"target":{"fingerprint":"falconnn"},"checked":true}',
      'browser.semantic.check:{"target":{"fingerprint":"kayaksss"},"checked":true}',
    ]);
  });

  it('knows a pager by its name, and which words of a request the page does not show', () => {
    const controls = lines(LISTING.outline([]));
    expect(pagerOf(controls)?.line.name).to.equal('Load more');
    expect(pagerOf(lines('main\n  button "More options" @moreopts collapsed'))).to.equal(null);
    expect(unmetWords('the Falcon sea kayak', controls)).to.deep.equal(['sea']);
  });

  it('presses the pager when the target is further down the list, then opens it in the fresh outline', async () => {
    const { actions, answer } = await converse(LISTING, ['open the Falcon Sea Kayak']);
    expect(actions).to.deep.equal(['browser.semantic.click:{"target":{"fingerprint":"loadmore"}}', 'browser.semantic.click:{"target":{"fingerprint":"product3"}}']);
    expect(answer).to.match(/Clicked button "Load more".*Clicked link "Falcon Sea Kayak"/s);
  });

  it('does not turn pages for a target the page shows', async () => {
    const { actions } = await converse(LISTING, ['open the Heron River Kayak']);
    expect(actions).to.deep.equal(['browser.semantic.click:{"target":{"fingerprint":"product2"}}']);
  });

  it('hides by the page own filter when one clearly fits, by a Live Patch otherwise', async () => {
    const own = await converse(LISTING, ["hide anything that's out of stock"]);
    expect(own.actions).to.deep.equal(['browser.semantic.check:{"target":{"fingerprint":"instockk"},"checked":true}']);
    const patch = await converse(LISTING, ['hide the Falcon Touring Paddle']);
    expect(patch.actions.length).to.equal(1);
    expect(patch.actions[0]).to.match(/^livepatch\.apply:.*product1/);
  });
});

describe('a value only a choice holds', () => {
  it('answers a price or a length of time from the option that names the topic, quoting it', async () => {
    const salon: Page = {
      outline: () => ['main', '  h1 "Book a visit"', '  combobox "Service" @serviceq ="Choose a service…"'].join('\n'),
      fields: [{ fingerprint: 'serviceq', options: ['Choose a service…', 'Trim (30 min, $35)', 'Colour (90 min, $95)', 'Wash & blow-dry (45 min, $40)'] }],
    };
    const price = await converse(salon, ['how much is a colour?']);
    expect(price.answer).to.match(/^That is "\$95"/);
    expect(price.answer).to.include('Colour (90 min, $95)');
    expect(price.answer).not.to.include('$35');
    const length = await converse(salon, ['how long does a wash and blow-dry take?']);
    expect(length.answer).to.match(/^That is "45 min"/);
    expect(price.actions).to.deep.equal([]);
  });
});

describe('checkboxes alone are no form request', () => {
  it('leaves a request about one checkbox of a form to the ranker, whatever its verb says of the others', () => {
    const controls = lines(['main', '  form "Privacy" @formform', '    checkbox "Show my profile publicly" @publicpr checked', '    checkbox "Let search engines index my profile" @searchin checked', '    textbox "Bio" @biobiobi', '    button "Save" @savesave'].join('\n'));
    for (const text of ['untick show my profile publicly', 'uncheck the third checkbox', 'switch off everything']) expect(planForm(text, controls, 'formform', () => undefined, findVerb(text), NOW)).to.equal(null);
  });
});
