// A PDF whose regular font maps some glyphs to U+0000, U+FFFD and a
// private-use code point, as fonts in real files made in Word do: a NUL
// between words, a line of nothing but a NUL, a replacement character at a
// word's edge, across two pages. The reader must hand over its text without them.
import { buildPdf } from './pdf-builder.ts';
import { PageWriter } from './page-writer.ts';

/** Characters drawn in the test and what the font's ToUnicode map reads them as. */
const BROKEN_READINGS = { '~': '\u0000', '^': '\uFFFD', '{': '\uE000' };

/** The text the reader should give for brokenFontPdf(), pages separated by form feeds. */
export const BROKEN_FONT_TEXT = [
  [
    '# Pump Maintenance Guide',
    'The pump must be serviced every 250 hours of running, and the filter every 500 hours, whichever comes first.',
    'Record each service in the log book before the pump is started again, with the date and the hours shown on the meter.',
    'Only a trained fitter may open the pump housing, and only with the pump isolated and locked off.',
  ].join('\n\n'),
  'Spare parts are ordered from the supplier.',
].join('\f');

export function brokenFontPdf(): Uint8Array {
  const first = new PageWriter()
    .line('Pump Maintenance Guide', { size: 18, font: 'bold' })
    .lines(['The pump ~ must be serviced every 250 hours of running, and the filter ~ every', '500 hours, whichever comes first.'], {
      before: 12,
    })
    .lines(['Record each service in the log book ^ before the pump is started again, with', 'the date and the hours shown on the meter.'], {
      before: 8,
    })
    .line('~', { before: 8 })
    .lines(['Only a trained fitter { may open the pump housing, and only with the pump', 'isolated and locked off.'], { before: 8 });
  const second = new PageWriter().line('Spare parts ~ are ordered from the supplier^.');
  return buildPdf([first.page(), second.page()], { toUnicode: { regular: BROKEN_READINGS } });
}
