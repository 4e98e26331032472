// The forty-second round's general causes, read from the thirty-fourth visitor set's misses (a BYOD policy in
// Markdown, a reporting specification as .docx), each shown here on made-up text:
// - two words joined by a slash ('jailbroken/rooted', 'passcode/PIN') were one file-path token to Postgres, so neither
//   was found alone: the passage's search vector reads them apart (migration 20261130164500);
// - asked what is not allowed, a list under 'Prohibited Devices:' says so as 'not' would (question-kinds.ts);
// - a sentence pointing back to a list ('These requirements are met by…') quoted under the list and its lead-in;
// - a table's caption picked as a sentence of its own is not quoted a second time over the table's rows;
// - a reader's words for turning something down and getting rid of a device, as synonym data (a refusal; a device's
//   retirement or disposal).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const DEVICE_POLICY = [
  '# Phone policy',
  '',
  '## Devices not allowed',
  '',
  '- Devices with modified firmware (jailbroken/rooted devices) are blocked.',
  '- Devices on out-of-date systems are blocked.',
  '',
  '## Lifecycle',
  '',
  'A full wipe of company data happens upon device retirement. Refusals of an update are logged by IT.',
].join('\n');

describe.each(DATABASE_TARGETS)('words joined by a slash, and a device’s end of life, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('finds a word printed before a slash', async () => {
    const answer = await askAboutText(DEVICE_POLICY, 'phone-policy.md', 'jailbroken?');
    expect(firstQuote(answer)).toContain('Devices with modified firmware (jailbroken/rooted devices) are blocked.');
  });

  it('finds a word printed after a slash', async () => {
    const answer = await askAboutText(DEVICE_POLICY, 'phone-policy.md', 'rooted?');
    expect(firstQuote(answer)).toContain('jailbroken/rooted devices');
  });

  it('finds the retirement of a device when asked about getting rid of one', async () => {
    const answer = await askAboutText(DEVICE_POLICY, 'phone-policy.md', 'What happens when we get rid of one?');
    expect(firstQuote(answer)).toContain('A full wipe of company data happens upon device retirement.');
  });

  it('finds a refusal when asked about turning an update down', async () => {
    const answer = await askAboutText(DEVICE_POLICY, 'phone-policy.md', 'What if someone turns down an update?');
    expect(answer).toContain('Refusals of an update are logged by IT.');
  });
});

const ACCEPTED_DEVICES = [
  '# Devices',
  '',
  '## Accepted devices',
  '',
  'Only approved device types may be used to reach company mail:',
  '',
  'Approved Device Types:',
  '- Phones running a current system',
  '- Laptops running a current system',
  '',
  'Prohibited Devices:',
  '- Phones running an old system',
  '- Laptops with a modified system',
].join('\n');

describe.each(DATABASE_TARGETS)('a negated question answered by what is prohibited, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('leads with the prohibited list when asked what kinds are not allowed', async () => {
    const answer = await askAboutText(ACCEPTED_DEVICES, 'devices.md', 'What kinds of devices are we not allowed to use?');
    expect(firstQuote(answer)).toContain('Prohibited Devices:');
  });
});

const SENSOR_GUIDE = [
  '# Sensor guide',
  '',
  '## Air quality index',
  '',
  'The sensor gives an air quality index from 0 to 500. Lower values mean better air.',
  '',
  'Table 8 - Interpretation of air quality index values.',
  '',
  '| Air quality index | Interpretation |',
  '| --- | --- |',
  '| 0 – 50 | Good |',
  '| 51 – 100 | Acceptable |',
  '| 101 – 500 | Poor |',
].join('\n');

describe.each(DATABASE_TARGETS)('a table’s caption quoted once, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the caption once over the rows, though it was picked as a sentence too', async () => {
    const answer = await askAboutText(SENSOR_GUIDE, 'sensor.md', 'How do I interpret the air quality index values?');
    expect(answer.split('Table 8 - Interpretation of air quality index values.').length - 1).toBe(1);
    expect(answer).toContain('| 0 – 50 | Good |');
  });
});

const HOST_GUIDE = [
  '# Setting up',
  '',
  '## Host systems',
  '',
  'The sensor must be used with a host system. The minimum required features of the host are:',
  '',
  '- A two wire serial interface',
  '- A supply of 3.3 V or 5 V',
  '',
  'These requirements are met by most small boards and computers. The repository has wiring details for each.',
].join('\n');

describe.each(DATABASE_TARGETS)('a sentence pointing back to a list, on %s', (target) => {
  useFunctionDatabase(() => openTestDatabase(target));

  it('quotes the list and its lead-in with the sentence saying what meets them', async () => {
    const answer = await askAboutText(HOST_GUIDE, 'host.md', 'Will a small board do?');
    expect(answer).toContain('- A two wire serial interface');
    expect(answer).toContain('These requirements are met by most small boards and computers.');
  });
});
