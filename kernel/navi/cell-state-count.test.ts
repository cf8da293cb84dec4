// Counting a table's rows by the state a cell says, over pages, on tables that are not the benchmark's.
import { expect } from '@esm-bundle/chai';
import { cellStateCount, cellStateSummary } from './cell-state-count.ts';
import { topicOf } from './page-reader.ts';

const HEADER = 'Name | Team | Status | Since';
const page1 = ['Staff directory', HEADER, 'Ola Berg | Finance | Active | 2019', 'Ravi Menon | Sales | On leave | 2021', 'Ada Obi | Sales | Active | 2020', 'Page 1 of 2 · 5 people | Next'].join('\n');
const page2 = ['Staff directory', HEADER, 'Li Wen | Platform | Active | 2022', 'Sam Ode | Finance | Left | 2018', 'Page 2 of 2 · 5 people | Next'].join('\n');

describe('cell-state-count', () => {
  it('counts the rows whose state cell says the word, across pages, never the pager lines', () => {
    const found = cellStateCount(topicOf('how many active employees are there?'), [page1, page2]);
    expect(found?.count).to.equal(3);
    expect(found?.states.map((x) => x.column)).to.deep.equal(['Status']);
    expect(cellStateSummary(found!, 2)).to.match(/^That is 3, the rows whose "Status" says "Active", counted on 2 pages/);
  });

  it('combines two states in two columns', () => {
    expect(cellStateCount(topicOf('how many active people in sales?'), [page1, page2])?.count).to.equal(1);
  });

  it('counts each row once when a page is read twice', () => {
    expect(cellStateCount(topicOf('how many in finance?'), [page1, page1, page2])?.count).to.equal(2);
  });

  it('answers nothing when no word is a whole cell', () => {
    expect(cellStateCount(topicOf('how many managers?'), [page1, page2])).to.equal(null);
  });
});
