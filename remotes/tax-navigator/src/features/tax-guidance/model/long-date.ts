// '2026-11-25' as '25 November 2026', the way the page and the answers write dates.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = MONTHS[Number(match?.[2]) - 1];
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : isoDate;
}
