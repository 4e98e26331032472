const timeZone = 'Europe/Dublin';

const dateFormat = new Intl.DateTimeFormat('en-IE', {
  timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat('en-IE', {
  timeZone,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'shortOffset',
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

function clockTime(parts: Intl.DateTimeFormatPart[]): string {
  return `${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'dayPeriod').toUpperCase()}`;
}

/** The UTC offset in force in Ireland at that instant: 'GMT' in winter, 'GMT+1' in summer. */
export function dublinOffsetLabel(iso: string): string {
  const label = part(timeFormat.formatToParts(new Date(iso)), 'timeZoneName');
  return label === 'GMT+0' ? 'GMT' : label;
}

/** '1:10 PM – 1:55 PM GMT' in Irish time. */
export function formatWebinarTimeRange(start: string, end: string): string {
  const startParts = timeFormat.formatToParts(new Date(start));
  const endParts = timeFormat.formatToParts(new Date(end));
  return `${clockTime(startParts)} – ${clockTime(endParts)} ${dublinOffsetLabel(end)}`;
}

export function durationMinutes(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 60_000);
}
