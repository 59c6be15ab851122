/**
 * iCalendar text (RFC 5545): escaped TEXT values (backslash, semicolon, comma, line breaks) and
 * content lines folded at 75 octets (CRLF + one space), never inside a UTF-8 character.
 */

/** A TEXT value escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded into lines of at most 75 octets (continuations start with a space). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** An event of the feed: all-day (time null) or at a local time for `minutes`. */
export interface CalendarEvent {
  uid: string;
  date: string;
  time: string | null;
  minutes: number;
  summary: string;
  location: string;
  description: string;
}

const compactDay = (day: string) => day.replace(/-/g, '');

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The UTC stamp form 20260302T080000Z. */
function utcStamp(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A whole VCALENDAR document (times are floating local times: the coach's wall clock). */
export function calendarDocument(name: string, events: CalendarEvent[], now = new Date()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Prancheta//Calendar feed//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT6H', 'X-PUBLISHED-TTL:PT6H'];
  const stamp = utcStamp(now);
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp}`);
    if (e.time) {
      const [h, m] = e.time.split(':');
      lines.push(`DTSTART:${compactDay(e.date)}T${h}${m}00`, `DURATION:PT${e.minutes}M`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${compactDay(e.date)}`, `DTEND;VALUE=DATE:${compactDay(nextDay(e.date))}`);
    }
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
