// The thirty-eighth round's general causes, met trying documents nobody here had used (a kit's how-it-works guide,
// a two-column paper, a project charter) as a visitor would, in their own words:
// - an adjective in -ate and its noun in -acy stem apart in Porter2 ('accurate' is 'accur', 'accuracies' is
//   'accuraci'), so 'Can I make it more accurate?' was 'not covered' by a guide saying how its accuracies improve
//   (word-forms.ts joins the pair).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../database/testing/function-database.ts';
import { DATABASE_TARGETS, openTestDatabase } from '../../database/testing/test-databases.ts';
import { askAboutText, firstQuote } from './testing/ask-about-text.ts';

const METER_GUIDE = [
  '# How the meter works',
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
