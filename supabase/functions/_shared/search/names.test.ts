import { describe, expect, it } from 'vitest';
import { capitalisedNames, compounds, nameWordsOf, saysName, type NamedRow } from './names.ts';
import { contentStems } from './words.ts';

describe('names a table writes', () => {
  it('reads runs of capitalised words, with small joining words, ended by punctuation or a possessive', () => {
    expect(capitalisedNames('Selling online (the One Stop Shop, OSS) or Help to Buy.')).toEqual([
      ['stop', 'shop'],
      ['help', 'buy'],
    ]);
    expect(capitalisedNames("Revenue's Rent Tax Credit page")).toEqual([['rent', 'tax', 'credit']]);
    expect(capitalisedNames('Keep records of the project.')).toEqual([]);
  });

  it('reads hyphenated compounds of letters', () => {
    expect(compounds('Flat-rate expenses and rent-a-room relief in a self-employed 12-month year')).toEqual([
      ['flat', 'rate'],
      ['rent', 'room'],
      ['self', 'employ'],
    ]);
  });
});

const rows: NamedRow[] = [
  {
    key: 'oss',
    fields: [
      { label: 'A' as const, text: 'Selling online to other EU countries (the One Stop Shop)', title: true },
      { label: 'B' as const, text: 'one stop shop' },
      { label: 'B' as const, text: 'online shop vat' },
    ],
  },
  { key: 'premises', fields: [{ label: 'A' as const, text: 'Stamp duty on a shop or office', title: true }] },
  { key: 'flat-rate', fields: [{ label: 'A' as const, text: 'Flat-rate expenses for employees', title: true }] },
  {
    key: 'remote',
    fields: [
      { label: 'A' as const, text: 'Remote Working Relief', title: true },
      { label: 'C' as const, text: 'For days you work at home.' },
    ],
  },
  {
    key: 'rent-credit',
    fields: [
      { label: 'A' as const, text: 'Rent Tax Credit for tenants', title: true },
      { label: 'B' as const, text: 'The Rent Tax Credit is 20% of the rent you pay.' },
    ],
  },
  {
    key: 'credits',
    fields: [
      { label: 'A' as const, text: 'Credits', title: true },
      { label: 'C' as const, text: 'Other credits include the Rent Tax Credit.' },
    ],
  },
  ...['a', 'b', 'c', 'd', 'e'].map((key) => ({
    key,
    fields: [{ label: 'C' as const, text: `A tax credit at a flat rate for work (${key})` }],
  })),
];

describe('words a table uses inside names', () => {
  const words = nameWordsOf(rows);

  it('records, for each row using a word inside a name, the heaviest field using it outside one', () => {
    expect([...words.get('shop')!.rows]).toEqual([['oss', 'B']]);
    expect([...words.get('rent')!.rows]).toEqual([
      ['rent-credit', 'B'],
      ['credits', null],
    ]);
    expect(words.get('flat')!.rows.get('flat-rate')).toBeNull();
    // 'Working' of 'Remote Working Relief' does not tell the name apart ('remote' does), so it stays a word.
    expect(words.get('work')).toBeUndefined();
    expect(words.get('remot')!.rows.get('remote')).toBeNull();
    expect(words.get('office')).toBeUndefined();
  });

  it("takes a name's words that a fifth of the rows use as telling nothing", () => {
    const rentCredit = words.get('rent')!.names.find((name) => name.stems.join(' ') === 'rent tax credit')!;
    expect(rentCredit.telling).toEqual(['rent']);
  });

  it('says a name by two of its telling words, or by its one telling word', () => {
    const said = (question: string, stem: string) => words.get(stem)!.names.some((name) => saysName(contentStems(question), name));
    expect(said('Do I register for the one stop shop?', 'shop')).toBe(true);
    expect(said('I want to open a coffee shop', 'shop')).toBe(false);
    expect(said('Can I claim the flat rate for my uniform?', 'flat')).toBe(true);
    expect(said('We rent a flat in Galway', 'flat')).toBe(false);
    expect(said('My rate for a flat fee', 'flat')).toBe(true);
    expect(said('Can I get anything back on my rent?', 'rent')).toBe(true);
  });
});
