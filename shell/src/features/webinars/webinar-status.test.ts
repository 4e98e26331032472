import { describe, expect, it } from 'vitest';
import { webinars } from '../../content/webinars';
import { upcomingWebinars } from './upcoming-webinars';
import type { Webinar } from './webinar';
import { scheduleWebinars, webinarStatus } from './webinar-status';

function webinar(number: number, start: string, end: string): Webinar {
  return {
    number,
    title: `Webinar ${number}`,
    subtitle: '',
    series: 'Test series',
    start,
    end,
    description: '',
    topics: [],
    presenters: [],
    audience: '',
  };
}

describe('webinarStatus', () => {
  // 25 November is winter time: Irish time equals UTC.
  const winter = webinar(3, '2025-11-25T13:10:00+00:00', '2025-11-25T13:55:00+00:00');
  // 30 September is summer time: Irish time is UTC+1, so 13:55 in Dublin is 12:55 UTC.
  const summer = webinar(1, '2025-09-30T13:10:00+01:00', '2025-09-30T13:55:00+01:00');

  it('keeps an event upcoming until 13:55 Dublin time and completes it after (GMT)', () => {
    expect(webinarStatus(winter, new Date('2025-11-25T13:54:59Z'))).toBe('upcoming');
    expect(webinarStatus(winter, new Date('2025-11-25T13:55:00Z'))).toBe('completed');
    expect(webinarStatus(winter, new Date('2025-11-25T13:55:01Z'))).toBe('completed');
  });

  it('applies the summer-time offset (IST, UTC+1)', () => {
    expect(webinarStatus(summer, new Date('2025-09-30T12:54:59Z'))).toBe('upcoming');
    expect(webinarStatus(summer, new Date('2025-09-30T12:55:01Z'))).toBe('completed');
    // 13:30 UTC would still be "before 13:55" if the offset were ignored.
    expect(webinarStatus(summer, new Date('2025-09-30T13:30:00Z'))).toBe('completed');
  });

  it('treats an event in progress as upcoming', () => {
    expect(webinarStatus(winter, new Date('2025-11-25T13:30:00Z'))).toBe('upcoming');
  });
});

describe('scheduleWebinars', () => {
  const list = [
    webinar(2, '2025-10-23T13:10:00+01:00', '2025-10-23T13:55:00+01:00'),
    webinar(4, '2027-02-24T13:10:00+00:00', '2027-02-24T13:55:00+00:00'),
    webinar(1, '2025-09-30T13:10:00+01:00', '2025-09-30T13:55:00+01:00'),
    webinar(5, '2027-04-20T13:10:00+01:00', '2027-04-20T13:55:00+01:00'),
  ];

  it('features the next event and lists the past ones newest first', () => {
    const schedule = scheduleWebinars(list, new Date('2026-11-22T12:00:00Z'));
    expect(schedule.featured?.number).toBe(4);
    expect(schedule.laterUpcoming.map((item) => item.number)).toEqual([5]);
    expect(schedule.past.map((item) => item.number)).toEqual([2, 1]);
  });

  it('has no featured event once every event has ended', () => {
    const schedule = scheduleWebinars(list, new Date('2027-05-01T00:00:00Z'));
    expect(schedule.featured).toBeUndefined();
    expect(schedule.past.map((item) => item.number)).toEqual([5, 4, 2, 1]);
  });
});

describe('upcomingWebinars', () => {
  it('returns the announced events still to come, soonest first', () => {
    expect(upcomingWebinars(new Date('2025-11-01T12:00:00Z')).map((item) => item.number)).toEqual([3]);
    expect(upcomingWebinars(new Date('2025-10-01T12:00:00Z')).map((item) => item.number)).toEqual([2, 3]);
    expect(upcomingWebinars(new Date('2026-11-22T12:00:00Z'))).toEqual([]);
  });

  it('uses every webinar in the content module', () => {
    expect(upcomingWebinars(new Date('2000-01-01T00:00:00Z'))).toHaveLength(webinars.length);
  });
});
