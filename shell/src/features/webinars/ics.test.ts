import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadWebinarIcs } from './download-ics';
import { buildWebinarIcs, escapeIcsText, foldIcsLine } from './ics';
import type { Webinar } from './webinar';

const summerWebinar: Webinar = {
  number: 7,
  title: 'Sell Smarter; Serve Better, Together',
  subtitle: 'A summer session',
  series: 'Summer Webinar Series',
  start: '2026-06-16T13:10:00+01:00',
  end: '2026-06-16T13:55:00+01:00',
  description:
    'A long description that will certainly need folding because it runs well past the seventy-five octet limit of a calendar content line — with accents: Ciarán, Dún Laoghaire, Éire.',
  topics: ['First topic', 'Second topic'],
  presenters: [{ name: 'Declan Moran', role: 'Founder' }],
  audience: 'SME Leaders & Decision Makers',
  registrationUrl: 'https://example.org/register?id=7',
};

const stamp = new Date('2026-05-01T09:08:07.123Z');

/** Undoes RFC 5545 folding: a CRLF followed by one space joins two physical lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('buildWebinarIcs', () => {
  const ics = buildWebinarIcs(summerWebinar, stamp);
  const lines = unfold(ics);

  it('wraps one event in a calendar with the required properties', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('writes start, end and stamp in UTC', () => {
    // 13:10 Irish summer time is 12:10 UTC.
    expect(lines).toContain('DTSTART:20260616T121000Z');
    expect(lines).toContain('DTEND:20260616T125500Z');
    expect(lines).toContain('DTSTAMP:20260501T090807Z');
  });

  it('gives the event a stable unique id', () => {
    expect(lines).toContain('UID:webinar-7-20260616T121000Z@www.meitheal.ie');
    expect(buildWebinarIcs(summerWebinar, new Date())).toContain('UID:webinar-7-20260616T121000Z@www.meitheal.ie');
  });

  it('escapes the summary and includes description and URL', () => {
    expect(lines).toContain('SUMMARY:Meitheal AI webinar: Sell Smarter\\; Serve Better\\, Together');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('\\n\\nTopics:\\n- First topic\\n- Second topic');
    expect(description).toContain('Register: https://example.org/register?id=7');
    expect(lines).toContain('URL:https://example.org/register?id=7');
  });

  it('ends every line with CRLF and never a bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines to at most 75 octets', () => {
    const physical = ics.split('\r\n');
    const encoder = new TextEncoder();
    for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Ciarán\\, Dún Laoghaire\\, Éire.');
  });

  it('links to the webinars page when there is no registration page yet', () => {
    const ics = buildWebinarIcs({ ...summerWebinar, registrationUrl: undefined }, stamp);
    expect(unfold(ics)).toContain('URL:https://www.meitheal.ie/webinars');
  });
});

describe('foldIcsLine', () => {
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(line).not.toContain('\uFFFD');
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, separators and new lines', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('downloadWebinarIcs', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    vi.restoreAllMocks();
  });

  it('builds the file on click and downloads it through a blob link', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:calendar');
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('meitheal-ai-webinar-7.ics');
      expect(this.href).toBe('blob:calendar');
    });

    downloadWebinarIcs(summerWebinar);

    expect(click).toHaveBeenCalledOnce();
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    expect(await blob?.text()).toContain('DTSTART:20260616T121000Z');
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:calendar'));
  });
});
