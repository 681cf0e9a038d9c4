// The names editors may use in content/ (listed in content/README.md); the validator checks them.
export const iconNames = [
  "mountain", "hiking", "beach", "umbrella-beach", "hotel", "bus", "car", "camera", "map",
  "compass", "paw", "binoculars", "star", "globe", "plane", "ship", "users", "calendar", "clock",
  "route", "rupee", "heart", "leaf", "sun", "snowflake", "tent", "campground", "road", "utensils",
  "shield", "award", "phone", "whatsapp", "email", "location", "twitter", "facebook", "instagram",
  "linkedin", "youtube", "check", "cross", "quote",
] as const;

export type IconName = (typeof iconNames)[number];

export const isIconName = (value: string): value is IconName =>
  (iconNames as readonly string[]).includes(value);
