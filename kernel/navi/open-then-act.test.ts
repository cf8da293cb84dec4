// Open-then-act on pages of other kinds than the benchmark's: a kanban board whose cards are
// buttons opening a side panel, a recipe grid whose cards open a dialog with a star rating, a
// CRM whose deal rows open a dialog, a school portal's assignments. The record's own button is
// clicked first (approved), then the control inside that does the request.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { actionSayers, openerShown } from './open-then-act.ts';
import { splitSteps } from './steps.ts';
import type { Control } from './target-resolver.ts';
import { findVerb } from './words.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');

/** A page whose clicks each add to what it shows (a record's own view), or take a part away. */
async function converse(turns: string[], outline: string, adds: Record<string, string>, gone: Record<string, string> = {}) {
  const clicks: string[] = [];
  let shown = outline;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    if (name === 'browser.semantic.click' || name === 'browser.semantic.check') {
      const fp = String((args.target as { fingerprint?: unknown }).fingerprint);
      clicks.push(fp);
      if (adds[fp]) shown = `${shown}\n${adds[fp]}`;
      if (gone[fp]) shown = shown.replace(gone[fp], '');
    }
    return plainAnswer(name, shown);
  });
  return { clicks, answers, answer: answers.at(-1) ?? '' };
}

const BOARD = [
  'main',
  '  region "To do" @todocolm',
  '    button "Write onboarding guide" @writegui',
  '    button "Fix login bug" @fixlogin',
  '  region "Doing" @doingcol',
  '    button "Plan team offsite" @planoffs',
].join('\n');
const CARD_PANEL = ['  complementary "Card details" @panelxxx', '    button "Assign to me" @assignme', '    button "Archive card" @archivec', '    button "Move to Done" @movedone', '    button "Close panel" @closepnl'].join('\n');

const RECIPES = ['main', '  h1 "Recipes"', '  list "Recipes" @recipesl', '    listitem', '      button "Mushroom risotto" @risotto1', '    listitem', '      button "Lemon tart" @lemontrt', '  button "Show more" @showmore'].join('\n');
const RECIPE_VIEW = [
  '  dialog "Lemon tart" @tartdial',
  '    radiogroup "Your rating" @ratinggr',
  '      radio "1 star" @star1xxx',
  '      radio "2 stars" @star2xxx',
  '      radio "3 stars" @star3xxx',
  '      radio "4 stars" @star4xxx',
  '      radio "5 stars" @star5xxx',
  '    button "＋ Cookbook" @cookbook',
  '    button "Share" @sharexxx',
  '    button "Close" @closetrt',
].join('\n');

const DEALS = ['main', '  table "Deals" @dealstbl', '    button "Harbor Logistics renewal €12,000" @harborrn', '    button "Pine Street fit-out €48,500" @pinestrt'].join('\n');
const DEAL_VIEW = ['  dialog "Harbor Logistics renewal" @dealdial', '    button "Mark won" @markwonn', '    button "Mark lost" @marklost', '    button "Defer a week" @deferwek', '    button "Close" @closedea'].join('\n');

const PORTAL_LIST = ['main', '  list "Invitations" @invitesl', '    button "Parents evening 18:00–19:30 · invitation" @parentev', '    button "Science fair 10:00–12:00" @sciencef'].join('\n');

describe('open-then-act: a record opened to reach its action', () => {
  it("opens a kanban card named by part of its title, then archives it in the card's panel", async () => {
    const { clicks, answer } = await converse(['please archive the login bug card'], BOARD, { fixlogin: CARD_PANEL });
    expect(clicks, answer).to.deep.equal(['fixlogin', 'archivec']);
    expect(answer).to.match(/Fix login bug[\s\S]*Archive card/);
  });

  it('a value said in words meets the view\'s control: "three stars" is the radio "3 stars"', async () => {
    const { clicks, answer } = await converse(['give the lemon tart three stars'], RECIPES, { lemontrt: RECIPE_VIEW });
    expect(clicks, answer).to.deep.equal(['lemontrt', 'star3xxx']);
  });

  it('a plus sign says "add": "add the risotto to my cookbook" presses "＋ Cookbook"', async () => {
    const { clicks, answer } = await converse(['add the mushroom risotto to my cookbook'], RECIPES, { risotto1: RECIPE_VIEW.replace('Lemon tart', 'Mushroom risotto') });
    expect(clicks, answer).to.deep.equal(['risotto1', 'cookbook']);
  });

  it('a verb the Navi has no meaning for meets its WordNet synonym: "postpone" is "Defer a week"', async () => {
    const { clicks, answer } = await converse(['postpone the harbor logistics renewal'], DEALS, { harborrn: DEAL_VIEW });
    expect(clicks, answer).to.deep.equal(['harborrn', 'deferwek']);
  });

  it('a verb the Navi has no meaning for, said by the control itself ("snooze")', async () => {
    const { clicks } = await converse(['snooze the pine street fit-out'], DEALS, { pinestrt: DEAL_VIEW.replace('Defer a week', 'Snooze 3 days') });
    expect(clicks).to.deep.equal(['pinestrt', 'deferwek']);
  });

  it('accepting an invitation is its view\'s "Yes", not a control that only shares a word with the request', async () => {
    const portal = PORTAL_LIST;
    const view = ['  dialog "Parents evening" @evdialog', '    group "Going?" @goinggrp', '      button "Yes" @yesyesye', '      button "No" @nonononn', '      button "Maybe" @maybemay', '    button "Send invitation to a partner" @sendinvt'].join('\n');
    const { clicks, answer } = await converse(["accept the parents evening invitation, count me in"], portal, { parentev: view });
    expect(clicks, answer).to.deep.equal(['parentev', 'yesyesye']);
  });

  it('says truthfully that nothing in the opened view does it, and does nothing more', async () => {
    const { clicks, answer } = await converse(['duplicate the login bug card'], BOARD, { fixlogin: CARD_PANEL });
    expect(clicks).to.deep.equal(['fixlogin']);
    expect(answer).to.match(/nothing in what it showed fits/);
    expect(answer).not.to.match(/^Clicked button "Fix login bug" \(a synthetic click, not your mouse\)\.$/);
  });

  it('"open X" is the click alone: nothing is sought inside', async () => {
    const { clicks } = await converse(['open the plan team offsite card'], BOARD, { planoffs: CARD_PANEL });
    expect(clicks).to.deep.equal(['planoffs']);
  });

  it('no pager is pressed for words the shown record\'s view holds ("five stars")', async () => {
    const { clicks, answer } = await converse(['give Lemon tart five stars'], RECIPES, { lemontrt: RECIPE_VIEW, showmore: '    listitem\n      button "Plum cake" @plumcake' });
    expect(clicks, answer).to.deep.equal(['lemontrt', 'star5xxx']);
  });

  it('a follow-up acts in the view already open; two verbs joined by "and" are two steps', async () => {
    const { clicks, answer } = await converse(['open the lemon tart', 'add it to my cookbook and give it four stars'], RECIPES, { lemontrt: RECIPE_VIEW });
    expect(clicks, answer).to.deep.equal(['lemontrt', 'cookbook', 'star4xxx']);
  });
});

const CLUBS = ['main', '  grid "Week" @weekgrid', '    button "Chess club 15:00–16:00" @chessclb', '    button "Choir practice 17:00–18:00" @choirprc'].join('\n');
const CLUB_VIEW = ['  dialog "Chess club" @clubdial', '    button "Edit session" @editsess', '    button "Cancel session" @cancelss', '    button "Close" @closeclb'].join('\n');
const CLUB_EDITOR = ['  dialog "Edit session" @editdial', '    form "Session" @sessform', '      textbox "Title" @titlebox = "Chess club"', '      combobox "Recurrence" @recurrnc = "Once"', '      combobox "Notify me" @notifyme = "At start"', '      button "Save changes" @savechgs', '      button "Discard" @discardd'].join('\n');
const CLUB_FIELDS = {
  fields: [
    { fingerprint: 'recurrnc', label: 'Recurrence', options: ['Once', 'Every day', 'Every week', 'Every month'] },
    { fingerprint: 'notifyme', label: 'Notify me', options: ['At start', '15 minutes before', '1 hour before', '1 day before'] },
  ],
};

/** A timetable whose chess club opens a view, whose Edit opens the editor with its fields. */
async function club(turn: string) {
  const calls: string[] = [];
  let shown = CLUBS;
  const answers = await playConversation([turn], TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click' || name === 'browser.semantic.select') calls.push(`${name.split('.').pop()} ${fp}${args.label ? ` ${String(args.label)}` : ''}`);
    if (name === 'browser.semantic.click' && fp === 'chessclb') shown = `${shown}\n${CLUB_VIEW}`;
    if (name === 'browser.semantic.click' && fp === 'editsess') shown = `${shown}\n${CLUB_EDITOR}`;
    if (name === 'browser.semantic.extract') return CLUB_FIELDS;
    return plainAnswer(name, shown);
  });
  return { calls, answer: answers.at(-1) ?? '' };
}

describe("open-then-act: a change made in the record's editor, reached from its view", () => {
  it('"should recur every week": the view\'s edit action, then the option meant, then save', async () => {
    const { calls, answer } = await club('the chess club should recur every week');
    expect(calls, answer).to.deep.equal(['click chessclb', 'click editsess', 'select recurrnc Every week', 'click savechgs']);
  });

  it('a record named by its first words, and a value said another way ("a day ahead" is "1 day before")', async () => {
    const { calls, answer } = await club('Chess club notifications should come a day ahead');
    expect(calls, answer).to.deep.equal(['click chessclb', 'click editsess', 'select notifyme 1 day before', 'click savechgs']);
  });

  it('an editor field the words do not name: says so and changes nothing', async () => {
    const { calls, answer } = await club('the chess club should be held in room 12');
    expect(calls.filter((c) => c.startsWith('select'))).to.deep.equal([]);
    expect(answer).to.match(/nothing in what it showed fits|did nothing more|Nothing was changed/);
  });
});

describe("a record's change whose fields sit in the editor its view opens", () => {
  it('"change the notification for chess club to an hour before": view, editor, option, save', async () => {
    const { calls, answer } = await club('could you change the notification for chess club to an hour before?');
    expect(calls, answer).to.deep.equal(['click chessclb', 'click editsess', 'select notifyme 1 hour before', 'click savechgs']);
  });
});

const CHOIR_VIEW = ['  dialog "Choir practice" @choirdlg', '    button "Edit session" @editchoi', '    button "Delete session" @delchoir', '    button "Close" @closecho'].join('\n');
const SCOPE = ['  dialog "Delete session" @scopedlg', '    radio "This session" @thisone1 checked', '    radio "All sessions in the series" @allofthm', '    button "Delete" @delconfm', '    button "Keep it" @keepitxx'].join('\n');

/** A timetable whose choir session opens a view with Delete, which asks how far in `scope`. */
async function choir(turns: string[], scope = SCOPE) {
  const calls: string[] = [];
  let shown = CLUBS;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click' || name === 'browser.semantic.check') calls.push(`${name.split('.').pop()} ${fp}`);
    if (name === 'browser.semantic.click' && fp === 'choirprc') shown = `${shown}\n${CHOIR_VIEW}`;
    if (name === 'browser.semantic.click' && fp === 'delchoir') shown = `${shown}\n${scope}`;
    return plainAnswer(name, shown);
  });
  return { calls, answers, answer: answers.at(-1) ?? '' };
}

describe('a consequential action that asks how far it goes', () => {
  it('"the whole series": the radio for all of them, then the confirming button', async () => {
    const { calls, answer } = await choir(['delete choir practice, the whole series']);
    expect(calls, answer).to.deep.equal(['click choirprc', 'click delchoir', 'check allofthm', 'click delconfm']);
  });

  it('"only this session, leave the others": the page\'s own choice of the one occurrence stands', async () => {
    const { calls, answer } = await choir(['delete choir practice, only this session please, leave the others']);
    expect(calls, answer).to.deep.equal(['click choirprc', 'click delchoir', 'click delconfm']);
  });
});

const SCOPE3 = ['  dialog "Delete session" @scopedlg', '    radio "This session" @thisone1', '    radio "This and following sessions" @followng', '    radio "All sessions" @allofthm checked', '    button "Delete" @delconfm', '    button "Keep it" @keepitxx'].join('\n');

describe('how far a consequential action goes: the words, else a question, never a wide default', () => {
  it('"this session only, not the series" is the one occurrence, though the series is named', async () => {
    const { calls, answers } = await choir(['delete choir practice, this session only, not the series'], SCOPE3);
    expect(calls, answers.at(-1)).to.deep.equal(['click choirprc', 'click delchoir', 'check thisone1', 'click delconfm']);
  });

  it('"from now on" is this one and those after it; "every" is all of them', async () => {
    const onward = await choir(['delete choir practice from now on'], SCOPE3);
    expect(onward.calls, onward.answers.at(-1)).to.deep.equal(['click choirprc', 'click delchoir', 'check followng', 'click delconfm']);
    const every = await choir(['delete every session of choir practice'], SCOPE);
    expect(every.calls, every.answers.at(-1)).to.deep.equal(['click choirprc', 'click delchoir', 'check allofthm', 'click delconfm']);
  });

  it('words that choose nothing, with the page defaulting to all of them: asked, and the answer chooses', async () => {
    const { calls, answers } = await choir(['delete choir practice', 'just that one'], SCOPE3);
    expect(answers[0]).to.match(/Should it be .*This session.*This and following sessions.*All sessions/);
    expect(calls, answers.at(-1)).to.deep.equal(['click choirprc', 'click delchoir', 'check thisone1', 'click delconfm']);
  });
});

describe('several controls fit and one says the action', () => {
  const control = (role: string, name: string, landmark?: { role: string; name: string }): Control => ({
    line: { depth: 1, role, name, fingerprint: name.slice(0, 8), states: {}, frameId: 0 },
    landmarks: landmark ? [{ ...landmark, fingerprint: null }] : [],
    heading: null,
    index: 0,
  });
  const verb = (text: string) => findVerb(text);

  it('the one saying it wins over a tab; over another record, none (the person is asked)', () => {
    const add = 'add the tart to my cookbook';
    const plus = control('button', '＋ Cookbook');
    expect(actionSayers(add, verb(add), [control('tab', 'Cookbook', { role: 'tablist', name: 'Sections' }), plus])).to.deep.equal([plus]);
    const archive = 'archive the report';
    expect(actionSayers(archive, verb(archive), [control('button', 'Archive Q1 report'), control('link', 'Q2 report')])).to.deep.equal([]);
  });
});

describe('a view whose action shares its name with one on the page', () => {
  it('"share the lemon tart": the view\'s own Share, though the page has a Share too', async () => {
    const page = `${RECIPES}\n  banner "Site" @sitebanr\n    button "Share" @pagshare`;
    const { clicks, answer } = await converse(['share the lemon tart'], page, { lemontrt: RECIPE_VIEW });
    expect(clicks, answer).to.deep.equal(['lemontrt', 'sharexxx']);
  });
});

describe('a record shown in full', () => {
  it('its name said whole, then small words or a value; a word that continues the name is another record', () => {
    const tart: Control = { line: { depth: 1, role: 'button', name: 'Lemon tart', fingerprint: 'lemontrt', states: {}, frameId: 0 }, landmarks: [], heading: null, index: 0 };
    expect(openerShown(tart, 'give the lemon tart five stars')).to.equal(true);
    expect(openerShown(tart, 'put lemon tart on my list')).to.equal(true);
    expect(openerShown(tart, 'give lemon tart cheesecake five stars')).to.equal(false);
  });
});

describe('reply buttons that negate', () => {
  it('"Not going" never accepts; "one star" is a value', async () => {
    const INVITE = ['  dialog "Parents evening" @invitdlg', '    button "Not going" @notgoing', '    button "Going" @goingxxx', '    button "Close" @closeinv'].join('\n');
    const accept = await converse(['accept the parents evening invitation'], PORTAL_LIST, { parentev: INVITE });
    expect(accept.clicks, accept.answer).to.deep.equal(['parentev', 'goingxxx']);
    const rate = await converse(['give the lemon tart one star'], RECIPES, { lemontrt: RECIPE_VIEW });
    expect(rate.clicks, rate.answer).to.deep.equal(['lemontrt', 'star1xxx']);
  });
});

describe('steps with a verb the Navi does not know', () => {
  it('"… and <word> it …" is a step of its own', () => {
    expect(splitSteps('save the tart and give it five stars').map((s) => s.text)).to.deep.equal(['save the tart', 'give it five stars']);
    expect(splitSteps('archive the card and snooze it until Monday').map((s) => s.text)).to.deep.equal(['archive the card', 'snooze it until Monday']);
  });

  it('a noun phrase with "and" stays one step, and so does a relative clause on "it"', () => {
    expect(splitSteps('show the terms and conditions').map((s) => s.text)).to.deep.equal(['show the terms and conditions']);
    expect(splitSteps('show me the lamp in the colour and size it comes in').map((s) => s.text)).to.deep.equal(['show me the lamp in the colour and size it comes in']);
  });
});

// A recipe notebook whose recipe view has an "Edit" that reveals fields inline (no form, no dialog)
// with "Publish" after them: renaming types the new name into its Title and publishes.
const NOTEBOOK = ['main', '  navigation "Recipes" @nbrecipe', '    button "Weeknight dal" @weekdalx', '    button "Sunday roast" @sundayrs'].join('\n');
const NOTE_VIEW = ['  region "Weeknight dal" @dalviewx', '    button "Edit" @editdalx', '    button "Share" @sharedal'].join('\n');
const INLINE_EDITOR = ['    textbox "Title" @titledal ="Weeknight dal"', '    textbox "Method" @methodal', '    button "Publish" @publishd', '    button "Cancel" @canceldl', '    button "Delete recipe" @deldalxx'].join('\n');

describe('open-then-act: renaming in an editor that is no form', () => {
  it('opens the record, its Edit, types the new name into its Title and presses Publish', async () => {
    const typed: string[] = [];
    const clicks: string[] = [];
    let shown = NOTEBOOK;
    await playConversation(['rename the weeknight dal to "Red lentil dal"'], TOOLS, ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint);
      if (name === 'browser.semantic.click') {
        clicks.push(fp);
        if (fp === 'weekdalx') shown = `${NOTEBOOK}\n${NOTE_VIEW}`;
        if (fp === 'editdalx') shown = `${NOTEBOOK}\n${NOTE_VIEW}\n${INLINE_EDITOR}`;
      }
      if (name === 'browser.semantic.type') typed.push(`${fp} ${String(args.text)}`);
      return plainAnswer(name, shown);
    });
    expect(clicks).to.deep.equal(['weekdalx', 'editdalx', 'publishd']);
    expect(typed).to.deep.equal(['titledal Red lentil dal']);
  });
});

// A devices table inside a closed tab: each row's "More options" button opens a menu whose
// "Rename" opens a dialog with the name field.
const ROUTER = ['main', '  tab "Overview" @overview selected', '  tab "Devices" @devicest'].join('\n');
const DEVICES = ['  table "Devices" @devtable', '    button "More options for Living room TV" @moreltvx', '    button "More options for Ben\'s phone" @morebenx'].join('\n');
const ROW_MENU = ['  menu "Living room TV" @ltvmenux', '    menuitem "Rename" @renameit', '    menuitem "Block" @blockitx'].join('\n');
const RENAME_DIALOG = ['  dialog "Rename device" @renamedl', '    textbox "Name" @namefldx', '    button "Cancel" @cancelrn', '    button "Save" @saverenm'].join('\n');
const ROUTER_PARTS = {
  frameId: 0,
  containers: [{ kind: 'tab', opener: 'tab "Devices" @devicest', controls: ['  button "More options for Living room TV"', '  button "More options for Ben\'s phone"'], more: 0 }],
  omitted: { containers: 0, controls: 0, sensitive: 0 },
};

describe('open-then-act: a row button reached through a closed tab', () => {
  it('opens the tab, the row\'s menu, its Rename, then types the new name and saves', async () => {
    const clicks: string[] = [];
    const typed: string[] = [];
    let shown = ROUTER;
    await playConversation(['rename the living room TV to Kitchen TV'], TOOLS, ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint);
      if (name === 'browser.semantic.click') {
        clicks.push(fp);
        if (fp === 'devicest') shown = `${ROUTER.replace('@overview selected', '@overview').replace('@devicest', '@devicest selected')}\n${DEVICES}`;
        if (fp === 'moreltvx') shown = `${shown}\n${ROW_MENU}`;
        if (fp === 'renameit') shown = `${shown}\n${RENAME_DIALOG}`;
      }
      if (name === 'browser.semantic.type') typed.push(`${fp} ${String(args.text)}`);
      return name === 'browser.semantic.collapsed' && clicks.length === 0 ? ROUTER_PARTS : plainAnswer(name, shown);
    });
    expect(clicks).to.deep.equal(['devicest', 'moreltvx', 'renameit', 'saverenm']);
    expect(typed).to.deep.equal(['namefldx Kitchen TV']);
  });
});
