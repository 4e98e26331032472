import { site } from '../../content/site';
import type { Webinar } from './webinar';

const CRLF = '\r\n';
const maxLineOctets = 75;
const encoder = new TextEncoder();

/** 20251125T131000Z: RFC 5545 UTC date-time form. */
export function toIcsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes TEXT values (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per physical line (RFC 5545
 * §3.1), never splitting a multi-byte UTF-8 character; continuation lines
 * start with one space, which counts towards their 75.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    if (currentOctets + octets > maxLineOctets) {
      lines.push(current);
      current = ' ';
      currentOctets = 1;
    }
    current += character;
    currentOctets += octets;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function webinarPageUrl(): string {
  return `${site.siteUrl}/webinars`;
}

function describe(webinar: Webinar): string {
  const topics = webinar.topics.map((topic) => `- ${topic}`).join('\n');
  const presenters = webinar.presenters.map((presenter) => `${presenter.name}, ${presenter.role}`).join('\n');
  const join = webinar.registrationUrl ? `Register: ${webinar.registrationUrl}` : `Details: ${webinarPageUrl()}`;
  return `${webinar.subtitle}\n\n${webinar.description}\n\nTopics:\n${topics}\n\nPresenters:\n${presenters}\n\n${join}`;
}

/**
 * A calendar file for one webinar. `stamp` is when the file is made
 * (DTSTAMP); it is passed in so the output is reproducible in tests.
 */
export function buildWebinarIcs(webinar: Webinar, stamp: Date): string {
  const host = new URL(site.siteUrl).hostname;
  const start = new Date(webinar.start);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.legalName}//Webinars//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:webinar-${webinar.number}-${toIcsUtc(start)}@${host}`,
    `DTSTAMP:${toIcsUtc(stamp)}`,
    `DTSTART:${toIcsUtc(start)}`,
    `DTEND:${toIcsUtc(new Date(webinar.end))}`,
    `SUMMARY:${escapeIcsText(`${site.brandName} webinar: ${webinar.title}`)}`,
    `DESCRIPTION:${escapeIcsText(describe(webinar))}`,
    `URL:${webinar.registrationUrl ?? webinarPageUrl()}`,
    `ORGANIZER;CN=${escapeIcsText(site.brandName)}:mailto:${site.contactEmail}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

export function icsFileName(webinar: Webinar): string {
  return `meitheal-ai-webinar-${webinar.number}.ics`;
}
