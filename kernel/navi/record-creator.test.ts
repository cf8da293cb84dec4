// Making a new record in one message, against scripted pages (a task board, a stock list, a
// people directory; not a contacts table): the page's creator is opened first, then the form it
// shows is filled from the request's values (by label, by the value's shape, the rest as the
// record's name) and its own save button pressed, each change its own step.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { fieldSort, shapedValues } from './field-values.ts';
import { planForm } from './form-fill.ts';
import { creatorFor } from './record-creator.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';
import { findVerb } from './words.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.select');
const NOW = new Date(2030, 0, 7, 12);
const lines = (outline: string) => controlsOf(parseOutline(outline).map((l) => ({ ...l, frameId: 0 })));

interface Page {
  /** The outline, given the fingerprints clicked so far. */
  outline(clicked: readonly string[]): string;
  fields?: { fingerprint: string; options: string[] }[];
}

/** Plays one request against a scripted page; returns the actions with their arguments, and the answer. */
async function converse(page: Page, request: string) {
  const actions: string[] = [];
  const clicked: string[] = [];
  const answers = await playConversation(
    [request],
    TOOLS,
    ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint);
      if (name === 'browser.semantic.click') clicked.push(fp);
      if (name === 'browser.semantic.click') actions.push(`click ${fp}`);
      if (name === 'browser.semantic.type') actions.push(`type ${fp} ${String(args.text)}`);
      if (name === 'browser.semantic.select') actions.push(`select ${fp} ${String(args.label)}`);
      if (name === 'browser.semantic.extract') return { fields: page.fields ?? [] };
      return plainAnswer(name, page.outline(clicked));
    },
    NOW,
  );
  return { actions, answer: answers.at(-1) ?? '' };
}

// A task board: "+ New task" opens a dialog whose form has a title, a due date and a priority.
const BOARD_LIST = ['main', '  h1 "My tasks"', '  button "+ New task" @newtaskb', '  link "Renew passport" @task0001', '  link "Book dentist" @task0002'];
const BOARD: Page = {
  outline: (clicked) =>
    [
      ...BOARD_LIST,
      ...(clicked.includes('newtaskb') && !clicked.includes('createbt')
        ? ['dialog "New task" @dialognt', '  form @formtask', '    textbox "Title" @titlefld required', '    textbox "Due date" @duefield type=date', '    combobox "Priority" @priofild ="Normal"', '    button "Create task" @createbt', '    button "Cancel" @cancelbt']
        : []),
    ].join('\n'),
  fields: [{ fingerprint: 'priofild', options: ['Low', 'Normal', 'High'] }],
};

// A stock list: "Add item" opens a dialog of fields with no form element, and a save button.
const STOCK: Page = {
  outline: (clicked) =>
    [
      'main',
      '  h1 "Stock"',
      '  button "Add item" @additemb',
      '  searchbox "Search stock" @searchst',
      ...(clicked.includes('additemb') ? ['dialog "Add an item" @dialogit', '  textbox "Product" @productf required', '  spinbutton "Quantity" @quantity', '  textbox "Supplier email" @supplier type=email', '  button "Save item" @saveitem', '  button "Close" @closeitm'] : []),
    ].join('\n'),
};

// A people directory: "Add person" opens a form with a name, an organisation and a telephone.
const PEOPLE: Page = {
  outline: (clicked) =>
    [
      'main',
      '  h1 "People"',
      '  link "Add person" @addperso',
      '  link "Grace Hopper" @persongh',
      ...(clicked.includes('addperso') ? ['  form "New person" @formpers', '    textbox "Full name" @fullname', '    textbox "Organisation" @orgfield', '    textbox "Telephone" @telefone', '    textbox "Notes" @notesfld', '    button "Save" @savepers'] : []),
    ].join('\n'),
};

describe('making a new record in one message', () => {
  it('opens the creator, then fills the title, the due date and the priority, and creates it', async () => {
    const { actions, answer } = await converse(BOARD, 'add a new task: call the plumber tomorrow, priority high');
    expect(actions).to.deep.equal(['click newtaskb', 'type titlefld call the plumber', 'type duefield 2030-01-08', 'select priofild High', 'click createbt']);
    expect(answer).to.match(/Clicked button "\+ New task".*Typed "call the plumber".*Chose "High".*Clicked button "Create task"/s);
  });

  it('fills a dialog of fields without a form: the name, a count, an email by its shape; then its save button', async () => {
    const { actions } = await converse(STOCK, 'new item: printer paper, 12 units, orders@papermill.example');
    expect(actions).to.deep.equal(['click additemb', 'type productf printer paper', 'type quantity 12', 'type supplier orders@papermill.example', 'click saveitem']);
  });

  it('puts "at X" in the organisation field and a phone-shaped value in the telephone field', async () => {
    const { actions } = await converse(PEOPLE, 'please add a new person: Ada Byron at Analytical Engines, +44 20 7946 0000');
    expect(actions).to.deep.equal(['click addperso', 'type fullname Ada Byron', 'type orgfield Analytical Engines', 'type telefone +44 20 7946 0000', 'click savepers']);
  });

  it('takes a label said before a value with it, and the name wherever it stands among the values', async () => {
    const labelled = await converse(PEOPLE, 'add a new person: Grace Obi, telephone 0113 496 0912');
    expect(labelled.actions).to.deep.equal(['click addperso', 'type fullname Grace Obi', 'type telefone 0113 496 0912', 'click savepers']);
    const nameLast = await converse(PEOPLE, 'add a new person: +44 20 7946 0000, Ada Byron from Analytical Engines');
    expect(nameLast.actions).to.deep.equal(['click addperso', 'type fullname Ada Byron', 'type orgfield Analytical Engines', 'type telefone +44 20 7946 0000', 'click savepers']);
  });

  it('finds no creator for an action on a record, for a creator of something else, or for a button that sends a visible form', () => {
    const people = lines(PEOPLE.outline([]));
    const verb = (t: string) => findVerb(t)?.meanings ?? [];
    expect(creatorFor('add Grace Hopper to my favourites', verb('add Grace Hopper to my favourites'), people)).to.equal(null);
    expect(creatorFor('add a new invoice: 40 euros for Grace', verb('add a new invoice'), people)).to.equal(null);
    // Nothing to fill: the ranker's ordinary click.
    expect(creatorFor('add a new person', verb('add a new person'), people)).to.equal(null);
    const inline = lines(['main', '  form "Add a to-do" @formtodo', '    textbox "What needs doing?" @todotext', '    button "Add" @addtodob'].join('\n'));
    expect(creatorFor('add a new to-do: water the plants', verb('add'), inline)).to.equal(null);
    expect(creatorFor('add a new person: Ada Byron', verb('add'), people)?.line.name).to.equal('Add person');
  });
});

describe("a new record's name", () => {
  it('goes to the field labelled as a name or title, not to the first open field', () => {
    const controls = lines(['dialog "New task" @dialogtk', '  textbox "Notes" @notesfld', '  textbox "Task name" @tasknamf', '  button "Create" @createbt', '  button "Cancel" @cancelbt'].join('\n'));
    const text = 'add a new task: water the plants';
    const plan = planForm(text, controls, 'dialogtk', () => undefined, findVerb(text), NOW, false, true, { title: '+ New task' })!;
    expect(plan.fills.map((f) => [f.control.line.name, 'text' in f ? f.text : ''])).to.deep.equal([['Task name', 'water the plants']]);
    expect(plan.submit?.line.name).to.equal('Create');
  });
});

describe('values that say their field by their shape', () => {
  it("knows a field's sort by its input type or its label's words", () => {
    expect(fieldSort('Work e-mail')).to.equal('email');
    expect(fieldSort('Contact', 'email')).to.equal('email');
    expect(fieldSort('Mobile number')).to.equal('phone');
    expect(fieldSort('Employer')).to.equal('organisation');
    expect(fieldSort('Homepage')).to.equal('url');
    expect(fieldSort('Notes')).to.equal(null);
  });

  it('reads emails, web addresses, phone numbers and "from X" names, but not dates or short numbers', () => {
    const found = shapedValues('Sam Okafor from Blue Harbour Ltd, sam@blueharbour.example, 0161 496 0000, www.blueharbour.example, due 2030-02-01, 12 units', NOW);
    expect(found.map((v) => [v.sort, v.value])).to.deep.equal([
      ['organisation', 'Blue Harbour Ltd'],
      ['email', 'sam@blueharbour.example'],
      ['phone', '0161 496 0000'],
      ['url', 'www.blueharbour.example'],
    ]);
  });
});
