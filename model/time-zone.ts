// The company works from Delhi and its visitors mostly live in India: "today", for departures and
// anything else dated, is the day in India time. India keeps one offset all year (UTC+05:30, no
// daylight saving), so the day is plain arithmetic: an Intl formatter for a named zone costs a slow
// phone's main thread a long task the first time it is made, on every page that shows dates
// (the figure: docs/decisions/0054-figures-in-the-records.md).
// The name is kept for the test that holds the offset to the zone's own rules.
// No zod here: the site's bundle imports this file.

export const businessTimeZone = { name: "Asia/Kolkata", offsetMinutes: 330 } as const;
