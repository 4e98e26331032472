import { describe, expect, it } from 'vitest';
import { EMAIL, contactWords, givesContact } from './contact-details.ts';

describe('contact details in a text', () => {
  it.each([
    ['Ring 0800 808 3733 for help.', 'phone telephone call ring contact'],
    ['Dublin office: 01 234 5678.', 'phone telephone call ring contact'],
    ['From abroad, +353 1 234 5678', 'phone telephone call ring contact'],
    ['Denver (303) 844-1600 or 1-800-321-6742', 'phone telephone call ring contact'],
    ['Contact Allied USA at 855.597.4733 for an extra pickup.', 'phone telephone call ring contact'],
    ['For JSC emergencies, call x33333.', 'phone telephone call ring contact'],
    ['Reception is on ext. 4567.', 'phone telephone call ring contact'],
    ['Single Competent Authority: nrm@modernslavery.gov.uk', 'email address contact write'],
    ['See https://intranet.example.ie/travel', 'website web address link'],
    ['Write to psi@nationalarchives.gov.uk or visit www.gov.uk.', 'email address contact write website web address link'],
  ])('gives the words asking for what %j gives', (text, words) => {
    expect(contactWords(text)).toBe(words);
    expect(givesContact(text)).toBe(true);
  });

  it.each([
    'Claims for 2019 2020 and 2021 go in within 30 days.',
    'Version 0.25 of the budget, then 0.2499 in the code.',
    'The file is 1,837,608 bytes; the score rose by +3.5.',
    'ISBN 978-0-123-45678-9, section 2010-2013.',
    'Use the @Override annotation and the user@ prefix.',
    'Release 1.234.5678 runs the 3x4000 matrix in box x12.',
  ])('reads no contact detail in %j', (text) => {
    expect(contactWords(text)).toBe('');
    expect(givesContact(text)).toBe(false);
  });

  it('reads an address whose hyphen is printed as a minus sign or a typographic hyphen whole', () => {
    // troff prints the hyphen of 'bell-labs' as a minus sign (U+2212).
    expect(EMAIL.exec('bwk@research.bell−labs.com')?.[0]).toBe('bwk@research.bell−labs.com');
    expect(EMAIL.exec('Write to first‐last@example.ie.')?.[0]).toBe('first‐last@example.ie');
  });
});
