import { describe, expect, it } from 'vitest';
import { webinars } from '../../content/webinars';
import { dublinOffsetLabel, durationMinutes, formatWebinarDate, formatWebinarTimeRange } from './format-webinar-time';

describe('formatWebinarDate', () => {
  it('computes the weekday in Irish time instead of trusting a typed one', () => {
    // The original announcement said Monday; 25 November 2025 was a Tuesday.
    expect(formatWebinarDate('2025-11-25T13:10:00+00:00')).toBe('Tuesday 25 November 2025');
    expect(formatWebinarDate('2025-10-23T13:10:00+01:00')).toBe('Thursday 23 October 2025');
    expect(formatWebinarDate('2025-09-30T13:10:00+01:00')).toBe('Tuesday 30 September 2025');
  });

  it('uses the Dublin calendar day, not the UTC one', () => {
    // 00:30 on 1 July in Dublin is still 30 June in UTC.
    expect(formatWebinarDate('2026-07-01T00:30:00+01:00')).toBe('Wednesday 1 July 2026');
  });
});

describe('formatWebinarTimeRange', () => {
  it('shows winter events in GMT', () => {
    expect(formatWebinarTimeRange('2025-11-25T13:10:00+00:00', '2025-11-25T13:55:00+00:00')).toBe('1:10 PM – 1:55 PM GMT');
  });

  it('uses a 12-hour clock with AM and PM around noon and midnight', () => {
    expect(formatWebinarTimeRange('2026-01-10T00:30:00+00:00', '2026-01-10T12:05:00+00:00')).toBe('12:30 AM – 12:05 PM GMT');
  });

  it('shows summer events in GMT+1', () => {
    expect(formatWebinarTimeRange('2025-09-30T13:10:00+01:00', '2025-09-30T13:55:00+01:00')).toBe('1:10 PM – 1:55 PM GMT+1');
  });
});

describe('webinar content', () => {
  it.each(webinars.map((webinar) => [webinar.number, webinar] as const))(
    'webinar %i carries the Irish offset in force on its day',
    (_number, webinar) => {
      for (const instant of [webinar.start, webinar.end]) {
        const offset = instant.slice(-6);
        const expected = dublinOffsetLabel(instant) === 'GMT+1' ? '+01:00' : '+00:00';
        expect(offset).toBe(expected);
      }
    },
  );

  it('runs every webinar for 45 minutes from 13:10 Irish time', () => {
    for (const webinar of webinars) {
      expect(durationMinutes(webinar.start, webinar.end)).toBe(45);
      expect(formatWebinarTimeRange(webinar.start, webinar.end)).toMatch(/^1:10 PM – 1:55 PM GMT(\+1)?$/);
    }
  });

  it('numbers webinars uniquely', () => {
    const numbers = webinars.map((webinar) => webinar.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
