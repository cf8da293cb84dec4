// Records whose actions show only once opened, against a scripted page: a table whose rows each
// have a closed "more actions" button (its menu is drawn only when opened), and a list whose
// entries open a detail view holding the entry's own buttons.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check');

/** A page: its outline, and what each opener's click adds to it. */
interface Page {
  outline: string;
  opened: Record<string, string>;
}

async function converse(turns: string[], page: Page) {
  const clicks: string[] = [];
  let shown = page.outline;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') {
      const fp = String((args.target as { fingerprint?: unknown }).fingerprint);
      clicks.push(fp);
      if (page.opened[fp]) shown = `${page.outline.replace(`@${fp} collapsed`, `@${fp} expanded`)}\n${page.opened[fp]}`;
    }
    return plainAnswer(name, shown);
  });
  return { clicks, answers, answer: answers.at(-1) ?? '' };
}

const menu = (who: string) => [`  menu "Actions for ${who}" @menuuuuu`, '    menuitem "Rename" @renameee', '    menuitem "Star it" @starrrrr', '    menuitem "Remove" @removeee'].join('\n');
const TABLE: Page = {
  outline: [
    'main',
    '  button "New member" @newmembr',
    '  table "Members" @tableeee',
    '    checkbox "Pick Ada Byron" @pickada1',
    '    button "More actions for Ada Byron" @moreada1 collapsed',
    '    checkbox "Pick Ada Quill" @pickada2',
    '    button "More actions for Ada Quill" @moreada2 collapsed',
    '    checkbox "Pick Emil Stone" @pickemil',
    '    button "More actions for Emil Stone" @moreemil collapsed',
  ].join('\n'),
  opened: { moreada1: menu('Ada Byron'), moreada2: menu('Ada Quill'), moreemil: menu('Emil Stone') },
};

const LIST: Page = {
  outline: ['main', '  list "Notes" @listtttt', '    link "Budget review — numbers for the third quarter" @budgetlk', '    link "Garden plans — seeds to order" @gardenlk', '    link "Trip ideas — coast in spring" @triplink'].join('\n'),
  opened: { gardenlk: ['  article "Garden plans" @articlee', '    button "Reply" @replyyyy', '    button "Archive" @archivee', '    button "Back to the list" @backkkkk'].join('\n') },
};

describe('records whose actions show once opened', () => {
  it("opens a row's closed actions menu named after the record, then clicks the action that showed up", async () => {
    const { clicks, answer } = await converse(['remove the member Emil Stone'], TABLE);
    expect(clicks).to.deep.equal(['moreemil', 'removeee']);
    expect(answer).to.match(/More actions for Emil Stone[\s\S]*Remove/);
  });

  it('a menu action named by the rest of the request ("star it" is not the verb, its words are)', async () => {
    const { clicks } = await converse(['add Emil Stone to my stars'], { ...TABLE, opened: { moreemil: menu('Emil Stone').replace('Star it', 'Add to stars') } });
    expect(clicks).to.deep.equal(['moreemil', 'starrrrr']);
  });

  it('asks which record when several fit as well, and goes on with the one the answer picks', async () => {
    const { clicks, answers } = await converse(['remove Ada', 'Ada Quill'], TABLE);
    expect(answers[0]).to.match(/Which one do you mean: .*Ada Byron.* or .*Ada Quill/);
    expect(clicks).to.deep.equal(['moreada2', 'removeee']);
  });

  it('opens a list entry named by part of its title, then acts in its detail view', async () => {
    const { clicks } = await converse(['please archive the garden note'], LIST);
    expect(clicks).to.deep.equal(['gardenlk', 'archivee']);
  });

  it('says so, and does nothing more, when what opened holds no such action', async () => {
    const { clicks, answer } = await converse(['remove the garden note'], LIST);
    expect(clicks).to.deep.equal(['gardenlk']);
    expect(answer).to.match(/nothing in what it showed fits/);
  });

  it('a visible control that already does it is used as it is: no opening', async () => {
    const visible: Page = { outline: `${TABLE.outline}\n    button "Remove Emil Stone" @visremov`, opened: TABLE.opened };
    const { clicks } = await converse(['remove the member Emil Stone'], visible);
    expect(clicks).to.deep.equal(['visremov']);
  });
});

/** A page whose clicks each add to what it shows (a pager's next part, an entry's own view). */
async function converseGrowing(turns: string[], outline: string, adds: Record<string, string>) {
  const clicks: string[] = [];
  let shown = outline;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click') {
      const fp = String((args.target as { fingerprint?: unknown }).fingerprint);
      clicks.push(fp);
      if (adds[fp]) shown = `${shown}\n${adds[fp]}`;
    }
    return plainAnswer(name, shown);
  });
  return { clicks, answer: answers.at(-1) ?? '' };
}

const RECORDS = ['main', '  h1 "Vinyl"', '  list "Records" @recordsl', '    h3 link "Blue Train — John Coltrane" @bluetrai', '    h3 link "Blue Monk — Thelonious Monk" @bluemonk', '    h3 link "Kind of Blue — Miles Davis" @kindblue'].join('\n');
const RECORD_VIEW = ['  region "Record" @recordvw', '    button "Add to wishlist" @wishlist', '    button "Purchase for $25" @purchase', '    button "Close" @closeeee'].join('\n');

describe('buying and booking from a record that must be opened first', () => {
  it('opens the record the request names, then presses the buy control that showed up', async () => {
    const { clicks, answer } = await converseGrowing(['please purchase Kind of Blue for me'], RECORDS, { kindblue: RECORD_VIEW });
    expect(clicks, answer).to.deep.equal(['kindblue', 'purchase']);
  });

  it('turns the list\'s page first when the words fit several records only in part, then opens the one they name', async () => {
    const outline = `${RECORDS}\n  button "Show more" @showmore`;
    const more = '    h3 link "Blue Lines — Massive Attack" @bluelins';
    const { clicks } = await converseGrowing(['buy Blue Lines by Massive Attack'], outline, { showmore: more, bluelins: RECORD_VIEW });
    expect(clicks).to.deep.equal(['showmore', 'bluelins', 'purchase']);
  });

  it('books a class from its own view', async () => {
    const classes = ['main', '  list "Classes" @classesl', '    link "Sunrise yoga" @sunrisey', '    link "Evening yoga" @eveningy', '    link "Pilates core" @pilatesc'].join('\n');
    const { clicks } = await converseGrowing(['book the sunrise yoga class'], classes, { sunrisey: '  region "Sunrise yoga" @classvie\n    button "Book a place" @bookplac\n    button "Back" @backkkkk' });
    expect(clicks).to.deep.equal(['sunrisey', 'bookplac']);
  });
});
