/**
 * The schedule drawer's date picker shows and returns times in the browser's own time zone; an
 * editor choosing "10:00, Bangkok" means 10:00 on Bangkok's clocks, whatever their computer's.
 */

type Clock = { year: number; month: number; day: number; hour: number; minute: number }

/** What the clocks of a time zone read at an instant, as UTC milliseconds of that reading. */
function readingIn(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value)
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
}

/** The instant at which a time zone's clocks read the given date and time. */
export function instantAt(timeZone: string, clock: Clock): Date {
  const reading = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute)
  // The zone's offset at a first guess, then at the corrected instant (a daylight-saving change
  // between the two moves it).
  const guess = reading - (readingIn(timeZone, reading) - reading)
  return new Date(reading - (readingIn(timeZone, guess) - guess))
}

/** The instant at which a time zone's clocks read what the picker's date reads in this browser. */
export const fromPicker = (timeZone: string, picked: Date): Date =>
  instantAt(timeZone, {
    year: picked.getFullYear(),
    month: picked.getMonth() + 1,
    day: picked.getDate(),
    hour: picked.getHours(),
    minute: picked.getMinutes(),
  })

/**
 * What the picker shows for an instant in a time zone: a date of this browser whose day and time
 * read as that zone's clocks read then (the inverse of `fromPicker`).
 */
export function toPicker(timeZone: string, instant: Date): Date {
  const reading = new Date(readingIn(timeZone, instant.getTime()))
  return new Date(
    reading.getUTCFullYear(),
    reading.getUTCMonth(),
    reading.getUTCDate(),
    reading.getUTCHours(),
    reading.getUTCMinutes(),
  )
}

/**
 * Whether a time the picker offers is still to come in the chosen zone: the picker greys out the
 * past ones (it offered every time of today, and a time already past was queued as due).
 */
export const isToCome = (timeZone: string, offered: Date, now = new Date()): boolean =>
  fromPicker(timeZone, offered).getTime() > now.getTime()

/** How far a time zone's clocks are ahead of UTC at an instant, in minutes. */
export function offsetAt(timeZone: string, instant: Date): number {
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000
  return (readingIn(timeZone, minute) - minute) / 60_000
}

/**
 * The time zone a schedule starts in: the browser's when it is listed, else a listed zone whose
 * clocks read the same now, else the studio's.
 */
export function presetZone(
  listed: readonly { value: string }[],
  studio: string,
  browser: string,
  now = new Date(),
): { zone: string; whose: 'computer' | 'studio' } {
  const same =
    listed.find(({ value }) => value === browser) ??
    listed.find(({ value }) => offsetAt(value, now) === offsetAt(browser, now))
  return same ? { zone: same.value, whose: 'computer' } : { zone: studio, whose: 'studio' }
}

/** A time zone's name in a language as Intl writes it, in one of its styles. */
function zoneNameIn(language: string, timeZone: string, style: 'shortGeneric' | 'longGeneric') {
  return new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value
}

/**
 * The time zones' labels in an admin language: Payload's English offset ("(UTC+07:00)") and the
 * zone's name as the language writes it, by its country or city where Intl has one (Thai
 * เวลาไทย for Bangkok, Hindi यूनाइटेड किंगडम समय for London), else by its region's time (an
 * abbreviation such as "PT" is no name). English keeps Payload's labels, and so do zones that the
 * language's names would leave alike (Los Angeles and Tijuana are both Giờ Thái Bình Dương).
 */
export function zoneLabelsIn<Zone extends { label: string; value: string }>(
  language: string,
  zones: readonly Zone[],
): Zone[] {
  if (language === 'en') return [...zones]
  const named = zones.map((zone) => {
    const offset = /^\(UTC[^)]*\)/.exec(zone.label)?.[0]
    const short = zoneNameIn(language, zone.value, 'shortGeneric')
    const name =
      short && !/^(?:[A-Z]{1,5}|(?:GMT|UTC)[+\-−]?[\d:]*)$/.test(short)
        ? short
        : zoneNameIn(language, zone.value, 'longGeneric')
    return offset && name ? `${offset} ${name}` : zone.label
  })
  return zones.map((zone, index) =>
    named.indexOf(named[index]) === named.lastIndexOf(named[index])
      ? { ...zone, label: named[index] }
      : zone,
  )
}

/**
 * A scheduled time as the drawer's list of upcoming events writes it: in the admin's language, in
 * the schedule's time zone, and in the Gregorian calendar the rest of the admin writes (Intl's
 * Thai is the Buddhist era: "15 ม.ค. 2570" beside the picker's 2027 and every other date's 2026).
 */
export const scheduledTimeIn = (language: string, date: Date | string, timeZone?: string) =>
  new Intl.DateTimeFormat(language, {
    calendar: 'gregory',
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZone || undefined,
  }).format(new Date(date))

/**
 * How the schedule drawer's picker writes a time, in date-fns' tokens: a 24-hour clock ("21:30")
 * where the admin's language writes one (Intl's own hour cycle for it, as the upcoming events'
 * row writes it), else the language's short time ("9:30 PM"). Payload's picker wrote its field in
 * a fixed US order with a 12-hour clock in every language ("พ.ย. 30, 2026 9:30 หลังเที่ยง").
 */
export function pickerClockIn(language: string) {
  const { hourCycle } = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions()
  return hourCycle === 'h23' || hourCycle === 'h24' ? 'H:mm' : 'p'
}

/** The picker's field: the date in the language's own order (date-fns' "PP"), then its time. */
export const pickerFormatIn = (language: string) => `PP ${pickerClockIn(language)}`
