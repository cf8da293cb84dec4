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
    expect(referToMade('move the pottery class an hour later', made, NOW)).to.equal('move the pottery class an hour later');
    expect(referToMade('make it 7pm', 'Done: delete_class with name "Spin class".', NOW)).to.equal('make it 7pm');
    expect(referToMade('make it 7pm', 'I found two classes.', NOW)).to.equal('make it 7pm');
  });

  it('takes only whole maker words, keeps a place said after "it", and skips earlier values with dots', () => {
    expect(referToMade('make it 5pm', 'Done: cancel_booking with name "Spin class".', NOW)).to.equal('make it 5pm');
    expect(referToMade('make it 5pm', 'Done: update_address with label "Home".', NOW)).to.equal('make it 5pm');
    expect(referToMade('actually put it in the Family list', made, NOW)).to.equal('move "Spin class" in the Family list');
    expect(referToMade('make it 9am', 'Done: add_visit with place "St. Anne\'s", title "Check-up".', NOW)).to.equal('move "Check-up" to 9am');
  });
});
