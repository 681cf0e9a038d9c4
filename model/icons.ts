// The icon names editors may use in content/ (listed in content/README.md). No zod here: the
// site's bundle imports this file, and the registry in src/components/icon maps each name.
export const iconNames = [
  "mountain", "hiking", "beach", "umbrella", "hotel", "bus", "car", "camera", "map",
  "compass", "paw", "binoculars", "star", "globe", "plane", "ship", "users", "calendar", "clock",
  "route", "rupee", "heart", "leaf", "sun", "snowflake", "tent", "campground", "road", "utensils",
  "shield", "award", "phone", "whatsapp", "email", "location", "twitter", "facebook", "instagram",
  "linkedin", "youtube", "check", "cross", "quote",
] as const;

export type IconName = (typeof iconNames)[number];
