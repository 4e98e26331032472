// The fifty-sixth round's general causes, shown here on made-up text, read from the forty-ninth and fiftieth visitor
// sets' misses: a figure in the units asked for answers a question whose situation holds most of its words ('We might
// need a structural check… Roughly how heavy are these units?'); a question opening on 'who' asks for a person, whatever
// figure it names on the way ('deciding how long we keep it'); a port stated as 'The default port number is 3493' or
// 'port: 3493/tcp' gives the port asked for; a reader's 'light' is a manual's 'LED', 'when did it start' a report's
// 'established' (synonym data); and, found asking a guide as a visitor, two quotes of a list item that overlap (the item
// with the rest of its item, that rest picked too) are one quote, so no sentence is quoted twice.
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { readQuestion } from './search.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const DEPLOYMENT_GUIDE = [
  '# Deployment guide',
  '',
  '## Planning',
  '',
  'Obtain the existing junction drawings and the current signal timing plans.',
  '',
  'Discuss potential locations for mounting the roadside unit (RSU) with the traffic engineers.',
  '',
  '## Mounting',
  '',
  'Determine any loading or structural analyses required for mounting the RSU on mast arms. RSUs typically weigh less than 15 pounds, excluding mounting hardware.',
  '',
  '## Cabling',
  '',
  'The RSU can be installed at most 300 meters away from the PoE injector.',
  '',
  '## Licensing',
  '',
  'The radio licence is held by the road authority and renewed every five years.',
].join('\n');

describe.each(DATABASE_TARGETS)('a figure asked for after a long situation, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is answered by the passage stating it in the units asked for', async () => {
    const answer = await askAboutText(
      DEPLOYMENT_GUIDE,
      'guide.md',
      'Our surveyor wants to certify the gantry, the bracket welds and the anchor bolts before we fix the kit onto a mast arm. Roughly how heavy are these RSUs?',
    );
    expect(answer).toContain('weigh less than 15 pounds');
  });
});

const DATA_GUIDE = [
  '# Data handling guide',
  '',
  '## Ownership of information',
  '',
  'All information is assigned an individual who has overall responsibility for how it is handled, including:',
  '',
  '- Labelling.',
  '- Setting a retention period.',
  '- Deleting or returning data.',
  '',
  'This individual is the Information Asset Owner (IAO).',
  '',
  '## Passwords',
  '',
  '| Type of system | Maximum time to change a password |',
  '| --- | --- |',
  '| Laptops | 1 week |',
  '| All other systems | 1 day |',
].join('\n');

describe.each(DATABASE_TARGETS)('a question opening on who that names a length of time, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is answered by the sentence naming the person, not by a period of something else', async () => {
    const answer = await askAboutText(
      DATA_GUIDE,
      'guide.md',
      'Who is the person in charge of a set of information, deciding things like how long we keep it?',
    );
    expect(answer).toContain('Information Asset Owner');
    expect(answer).not.toContain('1 week');
  });
});

const SERVER_MANUAL = [
  '# UPS tools manual',
  '',
  '## Network information',
  '',
  'In the case of the status program, to view the variables of the UPS on the server running on the local machine, you would run it with the name of the UPS.',
  '',
  'The default port number is 3493. You can change this at compile time.',
  '',
  '## Firewall',
  '',
  'Every client connects to the server process on the machine which manages the UPS, via this TCP port.',
].join('\n');

describe.each(DATABASE_TARGETS)('a port asked for, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("is answered first by the sentence giving the port its number ('port number is 3493')", async () => {
    const answer = await askAboutText(
      SERVER_MANUAL,
      'manual.md',
      'Which port do I have to open on the firewall so the other machines can reach the UPS server?',
    );
    expect(firstQuote(answer)).toContain('The default port number is 3493.');
  });
});

const CAMERA_MANUAL = [
  '# Camera manual',
  '',
  '## Connectors',
  '',
  'The camera has one power connector and one video connector on its back panel.',
  '',
  '## Low light',
  '',
  'In low light the camera raises its gain, and the picture turns red or green until the white balance settles.',
  '',
  '## Status LED',
  '',
  '| LED state | Indication |',
  '| --- | --- |',
  '| Solid green | Camera is ready |',
  '| Solid red | Internal error occurred |',
].join('\n');

const REPORT = [
  '# Annual report 2021',
  '',
  'Established in 2019, the Alliance is an initiative of four countries and two agencies.',
  '',
  '## Year in review',
  '',
  'The Alliance started a registry of open projects in 2021, and a new board member joins it in 2022.',
].join('\n');

describe.each(DATABASE_TARGETS)('a reader’s everyday words for a manual’s and a report’s, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it("reads a device's 'light' as its LED", async () => {
    const answer = await askAboutText(CAMERA_MANUAL, 'camera.md', 'The light on the camera is steady red. What does that mean?');
    expect(answer).toContain('Internal error occurred');
  });

  it("reads 'when did it start' of an organisation as when it was established", async () => {
    const searched = readQuestion('How long has this alliance been around? When did it start?').terms.flatMap((term) => term.variants);
    expect(searched).toContain('established');
    const answer = await askAboutText(REPORT, 'report.md', 'How long has this alliance been around? When did it start?');
    expect(firstQuote(answer)).toContain('Established in 2019');
  });
});

const GUIDE = [
  '# Ransomware guide',
  '',
  '## Preparing for incidents',
  '',
  '- Maintain offline, encrypted backups of critical data, and regularly test the availability of backups in a recovery drill. Test backup procedures on a regular basis. It is important that backups are kept offline, as ransomware looks for them.',
  '- Maintain golden images of critical systems, so that a server can be rebuilt quickly.',
  '- Keep templates of cloud resources offline.',
].join('\n');

describe.each(DATABASE_TARGETS)('two sentences of one list item both picked, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the second once, not also as the rest of the first', async () => {
    const answer = await askAboutText(GUIDE, 'guide.md', 'How often should we test our backup procedures?');
    expect(answer.split('Test backup procedures on a regular basis.').length - 1).toBe(1);
  });
});

const INSTALLATION_GUIDE = [
  '# Installation guide',
  '',
  '## Runtime environment',
  '',
  'The variables below are read when the runtime starts.',
  '',
  '### OCPI_LOG_LEVEL',
  '',
  'The log level (amount of logging) output by the runtime system.',
  '',
  'Unusual events are logged at level 4.',
  '',
  'Commonly useful startup and diagnostic information is provided at log level 8.',
  '',
  'The default if not set is zero (0), indicating no logging output.',
  '',
  '### OCPI_SYSTEM_CONFIG',
  '',
  'There is no default, this variable must be set.',
].join('\n');

describe.each(DATABASE_TARGETS)('a value asked for when nothing is set, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('is answered first by the sentence stating the default, not by the other values', async () => {
    const answer = await askAboutText(INSTALLATION_GUIDE, 'guide.md', 'What logging level is used if OCPI_LOG_LEVEL is left unset?');
    expect(firstQuote(answer)).toContain('The default if not set is zero (0)');
  });
});

const TITLE_PAGE = [
  '# Formatter User’s Manual',
  '',
  'Joseph F. Ossanna Brian W. Kernighan',
  '',
  'bwk@research.example.org',
  '',
  'Introduction',
  '',
  'The formatter was first written by the late Joe Ossanna in 1973. Over the decade that followed, much of the code remained as it was when Ossanna wrote it.',
].join('\n');

describe.each(DATABASE_TARGETS)('a title page’s line of names over an e-mail address, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('answers who wrote the document, the names not run into the address', async () => {
    const answer = await askAboutText(TITLE_PAGE, 'formatter-manual.pdf', 'Who wrote this formatter manual?');
    expect(firstQuote(answer)).toBe('> Joseph F. Ossanna Brian W. Kernighan');
  });
});
