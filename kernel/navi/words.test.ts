import { expect } from '@esm-bundle/chai';
import { contentStems, findOrdinal, findVerb, meaningsOf, splitWords, stem } from './words.ts';

describe('words', () => {
  it('splits dotted, camel, snake and kebab names', () => {
    expect(splitWords('calendar.moveEventToDay')).to.deep.equal(['calendar', 'move', 'event', 'to', 'day']);
    expect(splitWords('get_user_ID')).to.deep.equal(['get', 'user', 'id']);
    expect(splitWords('search-hotels')).to.deep.equal(['search', 'hotels']);
    expect(splitWords('my to-do list')).to.deep.equal(['my', 'todo', 'list']);
  });

  it('stems so that forms of a word meet', () => {
    for (const [a, b] of [['rooms', 'room'], ['booking', 'booked'], ['policies', 'policy'], ['boxes', 'box'], ['status', 'status']]) expect(stem(a!), `${a}/${b}`).to.equal(stem(b!));
  });

  it('finds the action verb by meaning, multi-word verbs first, and none in a plain noun phrase', () => {
    expect(findVerb('please switch off the heating')?.meanings).to.deep.equal(['off']);
    expect(findVerb('look up trains to York')?.meanings).to.deep.equal(['search']);
    expect(findVerb('erase the draft')?.meanings).to.deep.equal(['delete']);
    // A code's letters are no misspelt verb ("SAVE15" is not "save").
    expect(findVerb('SAVE15 please')).to.equal(null);
    expect(findVerb('stop sending me paper statements')?.meanings).to.deep.equal(['off']);
    expect(findVerb('set up a monthly transfer')?.meanings).to.deep.equal(['add']);
    expect(findVerb('the quarterly report')).to.equal(null);
    expect(findVerb('I keep getting these reminders, make them stop')?.meanings).to.deep.equal(['off']);
    expect(findVerb('top my travel card up by twenty')).to.deep.include({ meanings: ['pay'], text: 'top' });
    expect(findVerb('settle the bill')?.meanings).to.deep.equal(['pay']);
    expect(findVerb('bump my monthly payment up to 140')?.meanings).to.deep.equal(['set']);
    expect(findVerb('could you reduce the spending cap to fifty')?.meanings).to.deep.equal(['set']);
    expect(findVerb('make a new folder')?.meanings).to.deep.equal(['set', 'add']);
    expect(findVerb('show the top stories')?.meanings).to.deep.equal(['show', 'list']);
    // A person placed in something that takes places is booking it; "get" alone still reads.
    expect(findVerb("could you get me into Tuesday's pottery class")?.meanings).to.deep.equal(['book']);
    expect(findVerb('stick us down for the 8:15 sitting')?.meanings).to.deep.equal(['book']);
    expect(findVerb('sign her up for the beginners course')?.meanings).to.deep.equal(['book']);
    expect(findVerb('join the queue for returns')?.meanings).to.deep.equal(['book']);
    // A name where the pronoun stood ("get Evie on coding club"): placed in it, or added to it.
    expect(findVerb('get Evie on coding club')?.meanings).to.deep.equal(['book', 'add']);
    expect(findVerb('get the car on the drive')?.meanings).to.not.deep.equal(['book', 'add']);
    // The subject of a statement is no verb ("New car is …", "Book club was moved").
    expect(findVerb('New car is YD23 HNB')).to.equal(null);
    expect(findVerb('Book club was moved to Thursday')).to.equal(null);
    expect(findVerb('book the table for two')?.meanings).to.deep.equal(['book']);
    expect(findVerb('swap my reg onto the permit')?.meanings).to.deep.equal(['set']);
    // A common word one letter from a casual verb is not its misspelling ("Sick leave" is no "stick").
    expect(findVerb('Sick leave')).to.equal(null);
    // "A second one" is one more, not the second of a list.
    expect(findOrdinal('order us a second one of those')).to.equal(null);
    expect(findOrdinal('open the second one')?.n).to.equal(2);
    expect(findVerb('get me the latest invoices')?.meanings).to.deep.equal(['list']);
    expect(findVerb('put the kettle on')?.meanings).to.deep.equal(['add', 'type', 'move']);
    // re- before a verb is that verb again; words of their own stay themselves.
    expect(findVerb('could you reorder the printer paper')?.meanings).to.deep.equal(['pay', 'book']);
    expect(findVerb('resend the invite to Priya')?.meanings).to.deep.equal(['save']);
    expect(findVerb('reschedule it to Monday')?.meanings).to.deep.equal(['move']);
    expect(findVerb('return the parcel')).to.equal(null);
    expect(findVerb('refill my prescription')?.meanings).to.deep.equal(['book']);
  });

  it('reads "grab me a …" as asking to be given a place or thing', () => {
    expect(findVerb('grab me a window desk in Shoreditch')?.meanings).to.deep.equal(['book']);
    expect(findVerb('snag us a table for four')?.meanings).to.deep.equal(['book']);
  });

  it('reads telling someone ("let school know", "tell the office") as making a report, not "tell me"', () => {
    expect(findVerb('can you let school know')?.meanings).to.deep.equal(['add']);
    expect(findVerb('tell the school please')?.meanings).to.deep.equal(['add']);
    expect(findVerb('tell me what is in my basket')).to.equal(null);
    expect(findVerb("tell them I'd like it short on the sides")?.text).to.not.equal('tell');
  });

  it('reads un- before a verb as undoing it (turning off what the verb names), only where a verb stands', () => {
    expect(findVerb('unwatch the Q3 plan')).to.deep.include({ meanings: ['off'], text: 'watch', start: 0, end: 7, undoes: true });
    expect(findVerb('please unstar that thread')).to.deep.include({ meanings: ['off'], text: 'star' });
    expect(findVerb('unfavourite it')?.meanings).to.deep.equal(['off']);
    expect(findVerb('united flights to Denver')).to.equal(null);
    expect(findVerb('understand the terms')).to.equal(null);
    expect(findVerb('the unread messages')).to.equal(null);
    expect(findVerb('unit 4 needs a plumber')).to.equal(null);
  });

  it('reads ordinals in words and digits', () => {
    expect(findOrdinal('the fourth row')?.n).to.equal(4);
    expect(findOrdinal('the 2nd link')?.n).to.equal(2);
    expect(findOrdinal('the last one')?.n).to.equal(-1);
    expect(contentStems('the first of the options')).to.deep.equal(['first', 'option']);
  });

  it('reads a misspelt verb where an imperative\'s verb stands, and nothing else', () => {
    expect(findVerb('bok a haircut')?.meanings).to.deep.equal(['book']);
    expect(findVerb('tranfer fifty euro')?.text).to.equal('tranfer');
    expect(findVerb('Maria Lopez')).to.equal(null);
    expect(findVerb('the third one')).to.equal(null);
    // A negation, with its apostrophe or without, is no misspelt "done".
    expect(findVerb("don't want the reminder cards")).to.equal(null);
    expect(findVerb('dont want the reminder cards')).to.equal(null);
  });

  it('reads "cancel" in a request as removing what it names, never in a control\'s name', () => {
    expect(findVerb('just cancel that one')?.meanings).to.deep.equal(['delete']);
    expect(meaningsOf('Cancel')).to.deep.equal([]);
  });
});

describe('verbs that say where something goes', () => {
  it('"put the receipt in Taxes" can move it, as "put it in the basket" adds', () => {
    expect(meaningsOf('put')).to.include.members(['add', 'move']);
  });
});
