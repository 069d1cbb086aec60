import { describe, expect, it } from 'vitest';
import { findTalk } from './product-words.mjs';

const refused = (line) => findTalk(line).map((hit) => hit.what);

describe('findTalk', () => {
  it.each([
    // The examples are assembled, so that a search of the repository for such words finds none.
    [`measured in session ${14} on the new machine`, 'a numbered work period'],
    [`Stop ${3} found the bug`, 'a numbered work period'],
    ['as the previous work period left it', 'a work period'],
    [`the ${'lead'}'s quiet run`, 'a team lead'],
    [`run by ${'engi'}neer export-speed, kept for later`, 'a person who built it'],
    [`// asked by issue ${18}, faults`, 'a numbered issue or work item'],
    [`the test the ${'work'} item wanted`, 'a work item'],
    [`measured on ${'day'} 3 on a quiet machine`, 'a numbered day of work'],
    [`prepared by name, as it is since ${2026}-11-24`, 'the date a change was made'],
    [`the rule of spec ${'section'} 6`, 'a section of the specification'],
    ["the spec's route table (section 2)", 'a section of the specification'],
    [`see ${'\u00a7'}4 for the menu`, 'a section sign'],
    ['as spec 5.3 says', 'a numbered specification citation'],
    ['the calls of section 7', 'a numbered section'],
    [`Correcting stays Card Management delete (the ${'issue'}'s rule).`, "an issue's wording"],
  ])('refuses %j', (line, what) => {
    expect(refused(line)).toContain(what);
  });

  it.each([
    'revokes every session of the user',
    'the session expired: sign in again',
    'the issue date of a card, and its issue receipt',
    'RFC 8032, section 5.1: pure Ed25519',
    `the machine installed (npm/cli issue ${4828}), and npm 10's own npm ci accepts it`,
    'docs/panel.md "Route access": a page opens when any role may read its module',
    'a bus stop on route 7U',
    'the record store helper, called once',
    'This card is valid until 2026-12-23. Only expired cards can be renewed.',
    "Excel's day 0 is 1899-12-30",
  ])('lets %j pass', (line) => {
    expect(findTalk(line)).toEqual([]);
  });

  it('names the line of each hit', () => {
    expect(findTalk(`first line\nsecond, from session ${9}\nthird`).map((hit) => hit.line)).toEqual([2]);
  });
});
