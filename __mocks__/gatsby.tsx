import * as React from "react";

// Gatsby's data layer does not exist in unit tests: components take their data as props. The one
// exceptions are the interface text (content/ui.json), which any component may read, and the grade
// words cards read (content/trip-glance.json): the queries named UiStrings and GradeWords are
// answered from those files (and their Hindi ones), so tests see the words visitors see.
// The fields the build adds to it (scripts/lib/intl-fields.ts) are added the same way. The offers'
// claims (OfferClaims, the banner's and a card's day) answer with a build day long past, so the
// test's own clock (jest's fake timers) is the day a component sees.
const gatsby = jest.requireActual("gatsby");
const { intlFields } = jest.requireActual("../scripts/lib/intl-fields");
const withBuildFields = <T extends { locale: string }>(node: T) => ({
  ...node,
  monthNames: intlFields.UiJson.monthNames.resolve(node),
  decimalMark: intlFields.UiJson.decimalMark.resolve(node),
});
const allUiJson = {
  nodes: [
    withBuildFields({ language: "en", ...jest.requireActual("../content/ui.json") }),
    withBuildFields({ language: "hi", ...jest.requireActual("../content/hi/ui.json") }),
  ],
};

const allTripGlanceJson = {
  nodes: [
    { language: "en", ...jest.requireActual("../content/trip-glance.json") },
    { language: "hi", ...jest.requireActual("../content/hi/trip-glance.json") },
  ],
};

module.exports = {
  ...gatsby,
  graphql: jest.fn((strings: TemplateStringsArray) => strings.join("")),
  Link: jest
    .fn()
    .mockImplementation(({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) =>
      React.createElement("a", { ...rest, href: to }),
    ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) => React.createElement("div", { ...rest, "data-test-slice-alias": alias })),
  navigate: jest.fn(),
  useStaticQuery: jest.fn((query?: string) => {
    if (query?.includes("query UiStrings")) return { allUiJson };
    if (query?.includes("query GradeWords")) return { allTripGlanceJson };
    if (query?.includes("query OfferClaims")) return { offerClaims: { today: "2000-01-01", offers: [] } };
    throw new Error("useStaticQuery in a unit test: pass the component its data as props");
  }),
};
