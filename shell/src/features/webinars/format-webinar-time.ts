const timeZone = 'Europe/Dublin';

const dateFormat = new Intl.DateTimeFormat('en-IE', {
  timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// Numbers only: day-period and zone-name strings differ between ICU builds
// ('pm', 'p.m.', 'GMT+0'), so they are assembled here from the clock reading.
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((candidate) => candidate.type === type)?.value ?? '';
}

/*
 * Output is assembled from parts rather than taken whole because ICU versions
 * differ in spacing characters and letter case; the prerendered HTML and the
 * visitor's browser must produce the same text.
 */

/** 'Tuesday 25 November 2025': the weekday is computed in Irish time, never typed. */
export function formatWebinarDate(iso: string): string {
  const parts = dateFormat.formatToParts(new Date(iso));
  return `${part(parts, 'weekday')} ${part(parts, 'day')} ${part(parts, 'month')} ${part(parts, 'year')}`;
}

function dublinClock(iso: string) {
  const instant = new Date(iso);
  const parts = clockFormat.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(part(parts, type));
  const hour = value('hour');
  const minute = value('minute');
  const wallClockAsUtc = Date.UTC(value('year'), value('month') - 1, value('day'), hour, minute);
  const offsetMinutes = Math.round((wallClockAsUtc - instant.getTime()) / 60_000);
  return { hour, minute, offsetMinutes };
}

function clockTime(iso: string): string {
  const { hour, minute } = dublinClock(iso);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The UTC offset in force in Ireland at that instant: 'GMT' in winter, 'GMT+1' in summer. */
export function dublinOffsetLabel(iso: string): string {
  const { offsetMinutes } = dublinClock(iso);
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** '1:10 PM – 1:55 PM GMT' in Irish time. */
export function formatWebinarTimeRange(start: string, end: string): string {
  return `${clockTime(start)} – ${clockTime(end)} ${dublinOffsetLabel(end)}`;
}

export function durationMinutes(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
}
