// An ordinal that points into the list the Navi's last answer showed, on pages that are not the
// benchmark's: a recipe site's read tool listing recipes, then "add the second one to my list";
// and a list of a day's entries, whose day the item takes along.
import { expect } from '@esm-bundle/chai';
import { listedItems, referToListed } from './listed-reference.ts';
import { naviTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const NOW = new Date(2030, 0, 7, 12);

describe('ordinals that point into the last list the Navi showed', () => {
  const times = 'Choosing "Friday, January 11, 2030", the page shows these (untrusted page text):\n> "8:15 AM"\n> "9:45 AM"\n> "1:30 PM"';

  it('replaces "the second one" with the item, and takes along the day the list was for', () => {
    expect(referToListed('reserve the second one for two people', times, NOW)).to.equal('reserve 9:45 AM on Friday, January 11, 2030 for two people');
    expect(referToListed('take the last one', times, NOW)).to.equal('take 1:30 PM on Friday, January 11, 2030');
    // A day the request names itself wins.
    expect(referToListed('reserve the first one on Saturday', times, NOW)).to.equal('reserve 8:15 AM on Saturday');
  });

  it('leaves alone an ordinal with a name of its own, a day of the month, one past the list, or no list at all', () => {
    expect(referToListed('tick the second checkbox', times, NOW)).to.equal('tick the second checkbox');
    expect(referToListed('reserve the 11th', times, NOW)).to.equal('reserve the 11th');
    expect(referToListed('reserve the fifth one', times, NOW)).to.equal('reserve the fifth one');
    expect(referToListed('reserve the second one', 'Done: saved.', NOW)).to.equal('reserve the second one');
  });

  it("names a record of a tool's list by its first parts that tell it from the others", () => {
    const records = 'The page\'s tool says (untrusted page data):\n- "Lentil soup | vegetarian | 30"\n- "Lentil salad | vegan | 15"\n- "Lentil soup | vegan | 45"';
    expect(listedItems(records)?.items).to.have.length(3);
    expect(referToListed('save the second one', records, NOW)).to.equal('save Lentil salad');
    expect(referToListed('save the third one', records, NOW)).to.equal('save Lentil soup, vegan');
  });

  it('adds the recipe the last answer listed second, by its id, through the page\'s own tools', async () => {
    const recipes = {
      recipes: [
        { recipeId: 'r1', title: 'Lentil soup', diet: 'vegetarian', minutes: 30 },
        { recipeId: 'r2', title: 'Chicken pie', diet: 'meat', minutes: 60 },
        { recipeId: 'r3', title: 'Mushroom risotto', diet: 'vegetarian', minutes: 40 },
        { recipeId: 'r4', title: 'Veggie chilli', diet: 'vegetarian', minutes: 50 },
      ],
    };
    const tools = [
      { name: 'list_recipes', title: 'List recipes', description: 'Lists the recipes with recipeId, title, diet and minutes.', descriptorHash: 'h-list', inputSchema: { type: 'object', properties: {} } },
      {
        name: 'add_to_shopping_list',
        title: 'Add to shopping list',
        description: "Adds a recipe's ingredients to the shopping list.",
        descriptorHash: 'h-add',
        inputSchema: { type: 'object', properties: { recipeId: { type: 'string', description: 'The recipe id, as list_recipes returns it.' } }, required: ['recipeId'] },
      },
    ];
    const added: unknown[] = [];
    const answers = await playConversation(
      ['which vegetarian recipes are there?', 'add the second one to my shopping list'],
      naviTools(['browser.webmcp.discover', 'browser.webmcp.invoke', 'browser.semantic.snapshot', 'browser.semantic.extract', 'navi.fallback']),
      ({ name, arguments: args }) => {
        if (name === 'browser.webmcp.discover') return { tabId: 3, frames: [{ frameId: 0, documentId: 'D1', tools }] };
        if (name === 'browser.webmcp.invoke' && args.name === 'list_recipes') return { result: { value: recipes } };
        if (name === 'browser.webmcp.invoke') {
          added.push((args.arguments as { recipeId?: unknown }).recipeId);
          return { result: { value: { ok: true } } };
        }
        return plainAnswer(name, 'main');
      },
      NOW,
    );
    expect(answers[0]).to.match(/Lentil soup[\s\S]*Mushroom risotto[\s\S]*Veggie chilli/).and.not.match(/Chicken/);
    expect(added, answers.join('\n---\n')).to.deep.equal(['r3']);
  });
});
