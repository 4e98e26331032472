// The twenty-seventh round's general causes, met across the development sets:
// a verb's irregular past form, which no stem reaches ('send' and 'sent'); a
// question asking what a thing costs ('What does a licence cost?'), which a
// figure answers; a sentence opening on a thing the sentence before of its
// paragraph brought in ('Heat pump systems cut…' after '…we recommend a heat
// pump system…'), quoted with it; the judge's headings of a Word file, its
// Title style among them; and asked how far ahead or how much notice, the
// sentence stating a period before the thing ('3 working days in advance');
// a question asking two things, its first part composed on its own too; and
// a reader's 'money back' found as an expenses policy's 'reimbursed'.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDocx } from '@meitheal/document-text/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { stemOf } from '../_shared/search/words.ts';
import { readDocument } from './evaluation/real/extract.ts';
import { leadTimeAsked, questionKind, statesLeadTime } from './question-kinds.ts';
import { askAboutText } from './testing/ask-about-text.ts';
import { firstPartOf } from './second-part.ts';
import { otherWordForms } from './word-forms.ts';

describe("a verb's irregular past forms", () => {
  it.each([
    ['send', 'sent'],
    ['sent', 'send'],
    ['spend', 'spent'],
    ['pay', 'paid'],
    ['hold', 'held'],
    ['choose', 'chosen'],
  ])('%j has %j among its forms', (word, form) => {
    expect(otherWordForms(word).map(stemOf)).toContain(stemOf(form));
  });

  it.each([
    ['written', 'write'],
    ['given', 'give'],
    ['left', 'leave'],
    ['found', 'find'],
  ])('%j, mostly another word in a document, is not given %j', (word, verb) => {
    expect(otherWordForms(word).map(stemOf)).not.toContain(stemOf(verb));
  });
});

const TIMESHEETS = [
  '# Staff handbook',
  '',
  '## Timesheets',
  '',
  'A timesheet covers the hours worked in each fortnight. Every timesheet must be sent to the finance office by the Friday of the second week.',
  '',
  '## Leave requests',
  '',
  'Send each leave request to your line manager. A leave request names the dates and the cover arranged.',
].join('\n');

describe.each(DATABASE_TARGETS)('a handbook asked where to send a timesheet, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("finds the rule written with 'sent'", async () => {
    const guidance = await askAboutText(TIMESHEETS, 'handbook.md', 'Who do I send my timesheet to?');
    const first = guidance.split('\n\n')[1] ?? '';
    expect(first).toContain('must be sent to the finance office');
  });
});

describe('a question asking what a thing costs', () => {
  it.each([
    'Ballpark, what does a season ticket cost per month?',
    'What will the course cost?',
    'what do the lessons charge an hour',
    'What does a full crate weigh?',
  ])('asks for a figure: %j', (question) => {
    expect(questionKind(question)).toBe('number');
  });

  it.each(['What does the fee cover?', 'What does the cost include?'])('asks for no figure: %j', (question) => {
    expect(questionKind(question)).not.toBe('number');
  });
});

const HEATING_NOTE = [
  '# Heating the new hall',
  '',
  '## Choice of system',
  '',
  'Size the plant room for future extension. For the main system, we recommend a heat pump system with a small backup boiler. Heat pump systems cut running costs and avoid the price swings of gas heating. The backup boiler covers the coldest weeks.',
  '',
  '## Maintenance',
  '',
  'The system is serviced once a year.',
].join('\n');

describe.each(DATABASE_TARGETS)('a note asked whether gas or something else, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the sentence naming the thing with the one that brought it in', async () => {
    const guidance = await askAboutText(HEATING_NOTE, 'heating-note.md', 'are they going to go for gas heating or something else?');
    expect(guidance).toContain('we recommend a heat pump system with a small backup boiler. Heat pump systems cut running costs');
  });
});

describe("the judge's headings of a Word file", () => {
  let directory = '';
  let path = '';
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'title-heading-'));
    path = join(directory, 'plan.docx');
    await writeFile(
      path,
      Buffer.from(
        await buildDocx([{ title: 'Parish hall plan' }, { heading: 1, text: 'Budget' }, { paragraph: 'The budget is set each spring.' }]),
      ),
    );
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("counts a paragraph in Word's Title style as a heading, as it prints", async () => {
    const read = await readDocument(path);
    expect(read.printedHeadings).toEqual(expect.arrayContaining(['Parish hall plan', 'Budget']));
  });
});

describe('a question asking how long before a thing', () => {
  it.each([
    'How far in advance do I need to book the minibus?',
    'how much notice does a tenant give before leaving?',
    'How early do we have to register for the exam?',
  ])('asks for a lead time: %j', (question) => {
    expect(leadTimeAsked(question)).toBe(true);
  });

  it.each(['How long does the course last?', 'How far is the station?'])('asks for none: %j', (question) => {
    expect(leadTimeAsked(question)).toBe(false);
  });

  it.each([
    'Bookings must reach the office at least 3 working days in advance.',
    'The hall must be booked two (2) weeks before the event.',
    "Either side may end the lease on one month's notice.",
    'Tenants give notice of not less than 28 days.',
    'A notice period of at least six (6) months applies.',
  ])('states one: %j', (text) => {
    expect(statesLeadTime(text)).toBe(true);
  });

  it.each(['Staff take at least 20 working days of leave a year.', 'The course lasts 3 weeks.'])('states none: %j', (text) => {
    expect(statesLeadTime(text)).toBe(false);
  });
});

const MINIBUS_RULES = [
  '# Minibus rules',
  '',
  '## Booking',
  '',
  'The minibus seats 16 and is kept for trips of at least 2 days. A booking is made with the transport desk at least 3 working days in advance, and the driver is named on it.',
  '',
  '## Drivers',
  '',
  'Drivers hold a full licence for at least 2 years.',
].join('\n');

describe.each(DATABASE_TARGETS)('minibus rules asked how far ahead to book, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the period before the booking first', async () => {
    const guidance = await askAboutText(MINIBUS_RULES, 'minibus-rules.md', 'How far ahead do I have to book the minibus for a 2 day trip?');
    const first = (guidance.split('\n\n')[1] ?? '').replace(/\*\*/g, '');
    expect(first).toContain('3 working days in advance');
  });
});

describe('the first of two questions asked in one', () => {
  it.each([
    ['At the open day, can we bring our own laptops? How long is the tour?', 'At the open day, can we bring our own laptops?'],
    ['Who signs the form, and how long does it take?', 'Who signs the form?'],
  ])('%j asks first %j', (question, first) => {
    expect(firstPartOf(question)).toBe(first);
  });

  it.each(['How long is the tour?', 'In the handbook, how long is the tour?', 'Why, and how?'])('%j asks one thing', (question) => {
    expect(firstPartOf(question)).toBeUndefined();
  });
});

const OPEN_DAY = [
  '# Open day',
  '',
  '## The tour',
  '',
  'The campus tour lasts approximately 40 minutes, led by a student. The library tour of the day lasts 20 minutes. The sports tour of the day lasts 25 minutes. The lab tour of the day lasts 15 minutes. Visitors may not bring food or drink into the labs.',
  '',
  '## Parking',
  '',
  'Parking is free on the day.',
].join('\n');

describe.each(DATABASE_TARGETS)('an open day guide asked two things, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers the first part as well as the figure the second asks', async () => {
    const guidance = await askAboutText(OPEN_DAY, 'open-day.md', 'on the day, can we bring our lunch into the labs? how long is the tour?');
    expect(guidance).toContain('may not bring food or drink into the labs');
    expect(guidance).toContain('40 minutes');
  });
});

const EXPENSES_POLICY = [
  '# Travel and expenses',
  '',
  '## Booking travel',
  '',
  'Train tickets are booked by the office manager. Standard class is used for every journey.',
  '',
  '## Claims',
  '',
  'Claims go on the monthly expenses form. Approved claims are reimbursed within 10 days of the form reaching finance.',
].join('\n');

describe.each(DATABASE_TARGETS)('an expenses policy asked when the money comes back, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("finds 'reimbursed' for the reader's 'money back'", async () => {
    const guidance = await askAboutText(EXPENSES_POLICY, 'expenses-policy.md', 'When do I get my money back?');
    expect(guidance.replace(/\*\*/g, '')).toContain('reimbursed within 10 days');
  });
});
