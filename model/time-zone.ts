// The company works from Delhi and its visitors mostly live in India: "today", for departures and
// anything else dated, is the day in India time. IANA name; India keeps no daylight saving time.
// No zod here: the site's bundle imports this file.

export const businessTimeZone = "Asia/Kolkata";
