import { expect } from '@esm-bundle/chai';
import { wordsAListerMisses } from './reader-fit.ts';

const LIST_NOTES = {
  name: 'list_notes',
  title: 'List notes',
  description: 'Lists the notes in a notebook, with title, pinned and archived.',
  inputSchema: { type: 'object', properties: { notebook: { type: 'string', enum: ['personal', 'work'] } } },
};
const FIND = { ...LIST_NOTES, name: 'find_notes', title: 'Find notes', description: 'Searches notes by words.', inputSchema: { type: 'object', properties: { words: { type: 'string' } } } };

describe('a list tool fits a display request only when it takes every word of it', () => {
  it('"show my pinned notes" is not a list of all notes; "show my work notes" is, by its option', () => {
    expect(wordsAListerMisses('show my pinned notes', LIST_NOTES, {})).to.deep.equal(['pin']);
    expect(wordsAListerMisses('show my work notes', LIST_NOTES, { notebook: 'work' })).to.deep.equal([]);
    expect(wordsAListerMisses('list my notes', LIST_NOTES, {})).to.deep.equal([]);
  });
  it('a search tool takes words as its text, so it is never judged this way', () => {
    expect(wordsAListerMisses('find my pinned notes', FIND, { words: 'pinned' })).to.deep.equal([]);
  });
});

describe('a tool that adds to a list is no lister for a request that adds', () => {
  it('"add the lentil soup to my shopping list" asks nothing to be shown', () => {
    const ADD = { name: 'add_to_shopping_list', title: 'Add to shopping list', description: "Adds a recipe's ingredients to the shopping list.", inputSchema: { type: 'object', properties: { recipeId: { type: 'string' } } } };
    expect(wordsAListerMisses('add the lentil soup to my shopping list', ADD, {})).to.deep.equal([]);
    expect(wordsAListerMisses('show my pinned notes', { ...LIST_NOTES, description: 'Lists the notes and adds new ones.' }, {})).to.deep.equal(['pin']);
  });
});
