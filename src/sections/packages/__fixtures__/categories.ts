// Two package categories as the packages pages query them, for the tests to give their packages.
export const domesticCategory = {
  slug: "domestic",
  path: "/packages/domestic",
  name: "Domestic",
  title: "Domestic Holiday Packages",
  description: "India.",
};

export const cruiseCategory = {
  slug: "cruise",
  path: "/packages/cruise",
  name: "Cruise",
  title: "Cruise Holiday Packages",
  description: "At sea.",
};
