import { expect } from '@esm-bundle/chai';
import { referToMade } from './made-record.ts';

const NOW = new Date(2031, 4, 15, 8);
const made = 'Done: book_class with start "18:00", day "2031-05-16", name "Spin class". Read back with the page\'s own tool: it now shows that.';

describe('referToMade', () => {
  it('reads "it" in a follow-up as the record the last tool call made', () => {
    expect(referToMade('oh wait, push it an hour later', made, NOW)).to.equal('move "Spin class" an hour later');
    expect(referToMade('actually make it 7pm instead', made, NOW)).to.equal('move "Spin class" to 7pm');
    expect(referToMade('no, change it to the big studio', made, NOW)).to.equal('change "Spin class" to the big studio');
  });

  it('leaves requests alone that name something, or follow no tool that made something', () => {
    expect(referToMade('move the yoga class an hour later', made, NOW)).to.equal('move the yoga class an hour later');
    expect(referToMade('make it 7pm', 'Done: delete_class with name "Spin class".', NOW)).to.equal('make it 7pm');
    expect(referToMade('make it 7pm', 'I found two classes.', NOW)).to.equal('make it 7pm');
  });
});
