// The thirty-eighth round's general causes, met trying documents nobody here had used (a kit's how-it-works guide,
// a two-column paper, a project charter) as a visitor would, in their own words:
// - an adjective in -ate and its noun in -acy stem apart in Porter2 ('accurate' is 'accur', 'accuracies' is
//   'accuraci'), so 'Can I make it more accurate?' was 'not covered' by a guide saying how its accuracies improve
//   (word-forms.ts joins the pair);
// - 'What is the RTSS?' of a manual naming its RTSS on every page quoted error handling: asked what an acronym is,
//   the sentence spelling it out ('implements a so called Runtime State Store (RTSS)') answers, as it does 'What does
//   RTSS stand for?' (question-kinds.ts acronymAsked, for the search and the quotes);
// - a reader's everyday words for a charter's and a report's (what a body is trying to achieve for its mission or
//   objective, a member kicked or thrown out for one removed, findings for results, an owner for the proprietor, a phone
//   for a mobile), synonym data;
// - 'What is the smallest value on range 2?' of a table whose rows are labelled 1 to 4 under 'Range' led with row 3:
//   a one-character label is named by its column's name before it ('range 2', 'tier 3'), and the row the question
//   names leads the other rows quoted (compose.ts rowLabelIn);
// - a lead-in quoted over its list ('We keep data only as long as necessary:') was quoted again alone after it;
//   hanging or holding on to something is keeping it, info is information and an app an application (synonym data);
// - 'Mr. Placido owns the business.' was quoted as 'Placido owns the business.': a title's abbreviation ('Mr.', 'Dr.',
//   'St.') was read as a list's letter and cut off (compose.ts LIST_MARKER);
// - 'Who wrote this?' and 'Who is the author?' were 'not covered' by a guidance note opening 'By Nicholas Car': 'this'
//   alone at the end, or 'the author', points at the document, whose front matter answers (question-kinds.ts); 'how
//   big' asks a size and 'how fast' its performance (synonym data);
// - 'It lists the various guidance…resources' was quoted without 'See the profile's index page [1].' before it: 'It'
//   with a verb of what a thing holds or says points back to the sentence before (compose.ts ANAPHORIC).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const METER_GUIDE = [
  '# How the meter works',
  '',
  '## Performance',
  '',
  'A reading settles within two seconds on every range.',
  '',
  '## Introduction',
  '',
  'The meter reads the value of a resistor on a two-digit display of LEDs.',
  '',
  'Typical accuracies are around 4%, which trimming each range with its calibration screw brings down to 2%.',
  '',
  '## The display',
  '',
  'Each digit is a ring of ten LEDs, read like the hours on a clock face.',
].join('\n');

const TOOL_MANUAL = [
  '# Cachet user manual',
  '',
  '## 1.1 Introduction',
  '',
  'Cachet speeds up repeated builds. Its runtime keeps a so called Shared Result Cache (SRC) on disk and reuses what it holds.',
  '',
  '## 3 Using the SRC',
  '',
  'Call src_open before the first build. The SRC grows until src_trim is called.',
  '',
  '## 5 Errors',
  '',
  'When the SRC is full, src_put returns an error. A locked SRC makes src_open wait. Every SRC error names the SRC file.',
].join('\n');

const CLUB_CHARTER = [
  '# Charter of the Harbour Rowing Club',
  '',
  '## 1. Mission',
  '',
  'The mission of the Club is to make rowing on the harbour open to everyone in the town, whatever their means.',
  '',
  '## 2. Members',
  '',
  'Anyone over sixteen may join. A member may be removed by a two-thirds vote of the committee after a hearing.',
  '',
  '## 3. Fees',
  '',
  'The annual fee is set at the general meeting each March.',
].join('\n');

const SURVEY_REPORT = [
  '# Survey of harbour users',
  '',
  '## Method',
  '',
  'We asked 120 boat owners about parking, moorings and the slipway over the summer.',
  '',
  '## Results',
  '',
  'The results show that most owners want the slipway widened before any new moorings are added.',
].join('\n');

const METER_RANGES = [
  '# Measuring ranges',
  '',
  'The meter has four ranges, chosen with the rotary switch.',
  '',
  '| Range | Smallest reading | Largest reading | Resolution |',
  '| --- | --- | --- | --- |',
  '| 1 | 0.2nF (200pF) | 9.9nF | 0.1nF (100pF) |',
  '| 2 | 2nF | 99nF | 1nF |',
  '| 3 | 0.02μF (20nF) | 0.99μF (990nF) | 0.01μF (10nF) |',
  '| 4 | 0.2μF (200nF) | 9.9μF | 0.1μF (100nF) |',
].join('\n');

const RETENTION_POLICY = [
  '# Privacy notice',
  '',
  '## Data retention',
  '',
  'We keep data only as long as necessary:',
  '- Account data: until deletion and the retention windows required',
  '- Logs: [X days], with redaction',
  '- Backups: [X days], encrypted',
  '',
  '## Contact',
  '',
  'Write to the data protection officer for any information we hold about you.',
].join('\n');

const PROJECT_CHARTER = [
  '# Guesthouse bookings charter',
  '',
  '## Vision',
  '',
  'A mobile application that lets the owner take bookings from anywhere.',
  '',
  '## Persona',
  '',
  'Dr. Byrne owns the guesthouse. She is often away and wants to see the bookings at any time.',
].join('\n');

const GUIDANCE_NOTE = [
  '# Batch records',
  '',
  'Guidance note',
  '',
  'By Aoife Byrne, Senior Analyst, Records Office',
  '',
  '## What is a batch?',
  '',
  'A batch is a unit of records managed together. There is no set size for a batch: one team’s batch is another’s archive.',
  '',
  '## Where batches go',
  '',
  'See the catalogue’s index page. It lists every batch with its owner and its date.',
  '',
  'Every batch is listed in the records catalogue within a week of its creation. A batch that should be split is split before it is listed.',
].join('\n');

describe.each(DATABASE_TARGETS)('a device guide asked in a reader’s own words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the accuracies when asked how accurate the device is, or how to make it more accurate', async () => {
    const howAccurate = await askAboutText(METER_GUIDE, 'meter.md', 'How accurate is it?');
    expect(firstQuote(howAccurate)).toContain('Typical accuracies are around');
    const moreAccurate = await askAboutText(METER_GUIDE, 'meter.md', 'Can I make the readings more accurate?');
    expect(moreAccurate).not.toMatch(/Not covered/);
    expect(firstQuote(moreAccurate)).toContain('calibration screw');
  });
});

describe.each(DATABASE_TARGETS)('a manual asked what its acronym is, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the sentence spelling the acronym out first, not the passages that only use it', async () => {
    const asked = await askAboutText(TOOL_MANUAL, 'cachet.md', 'What is the SRC?');
    expect(firstQuote(asked)).toContain('Shared Result Cache (SRC)');
  });
});

describe.each(DATABASE_TARGETS)('a charter and a report asked in a reader’s everyday words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the mission when asked what the club is trying to achieve', async () => {
    const asked = await askAboutText(CLUB_CHARTER, 'charter.md', 'What is the club trying to achieve?');
    expect(firstQuote(asked)).toContain('The mission of the Club');
  });

  it('quotes the removal rule when asked whether a member can be kicked out', async () => {
    const asked = await askAboutText(CLUB_CHARTER, 'charter.md', 'Can someone be kicked out of the club?');
    expect(firstQuote(asked)).toContain('A member may be removed');
  });

  it('quotes the results when asked for the findings', async () => {
    const asked = await askAboutText(SURVEY_REPORT, 'survey.md', 'What were the main findings?');
    expect(firstQuote(asked)).toContain('The results show');
  });
});

describe.each(DATABASE_TARGETS)('a table asked about one row by its label, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("quotes first the row of 'range 2', not the rows around it", async () => {
    const asked = await askAboutText(METER_RANGES, 'ranges.md', 'What is the smallest reading on range 2?');
    const firstBlock = asked.slice(0, asked.indexOf('— '));
    expect(firstBlock).toContain('| 2 | 2nF | 99nF | 1nF |');
    expect(firstBlock).not.toContain('| 3 |');
  });
});

describe.each(DATABASE_TARGETS)('a privacy notice asked in a reader’s everyday words, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the retention list once, its lead-in not again alone, when asked how long backups are hung on to', async () => {
    const asked = await askAboutText(RETENTION_POLICY, 'privacy.md', 'How long do you hang on to backups?');
    expect(asked).toContain('Backups: [X days]');
    expect(asked.split('We keep data only as long as necessary').length).toBe(2);
  });

  it('finds the contact for information when asked about info', async () => {
    const asked = await askAboutText(RETENTION_POLICY, 'privacy.md', 'Who do I write to for the info you have on me?');
    expect(firstQuote(asked)).toContain('data protection officer');
  });
});

describe.each(DATABASE_TARGETS)('a project charter asked about its vision and its persona, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the vision when asked about the app', async () => {
    const asked = await askAboutText(PROJECT_CHARTER, 'charter.md', 'What is the vision for the app?');
    expect(firstQuote(asked)).toContain('A mobile application that lets the owner take bookings');
  });

  it("quotes a sentence opening on a title's abbreviation whole ('Dr. Byrne owns…')", async () => {
    const asked = await askAboutText(PROJECT_CHARTER, 'charter.md', 'Who is Dr. Byrne?');
    expect(firstQuote(asked)).toContain('> Dr. Byrne owns the guesthouse.');
  });
});

describe.each(DATABASE_TARGETS)('a guidance note asked who wrote it and how big a thing should be, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("names the author from the front matter when asked 'Who wrote this?' or 'Who is the author?'", async () => {
    expect(await askAboutText(GUIDANCE_NOTE, 'batches.md', 'Who wrote this?')).toContain('Aoife Byrne');
    expect(await askAboutText(GUIDANCE_NOTE, 'batches.md', 'Who is the author?')).toContain('Aoife Byrne');
  });

  it('quotes what the note says of size when asked how big a batch should be', async () => {
    const asked = await askAboutText(GUIDANCE_NOTE, 'batches.md', 'How big should a batch be?');
    expect(firstQuote(asked)).toContain('There is no set size for a batch');
  });
});

describe.each(DATABASE_TARGETS)('a sentence opening on “It lists”, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is quoted with the sentence before it, which says what “it” is', async () => {
    const asked = await askAboutText(GUIDANCE_NOTE, 'batches.md', 'Where can I find the owner of each batch?');
    expect(firstQuote(asked)).toContain('See the catalogue’s index page. It lists every batch with its owner');
  });
});

describe.each(DATABASE_TARGETS)('a device guide asked how fast it is, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes its performance section', async () => {
    const asked = await askAboutText(METER_GUIDE, 'meter.md', 'How fast is it?');
    expect(firstQuote(asked)).toContain('A reading settles within two seconds');
  });
});
