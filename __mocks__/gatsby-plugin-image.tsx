import * as React from "react";

// StaticImage/GatsbyImage need Gatsby's build; in unit tests an <img> with the same alt stands in.
const actual = jest.requireActual("gatsby-plugin-image");

module.exports = {
  ...actual,
  GatsbyImage: ({ alt, loading }: { alt: string; loading?: string }) => React.createElement("img", { alt, loading, src: "test-image.jpg" }),
  StaticImage: ({ alt }: { alt: string }) => React.createElement("img", { alt, src: "test-image.jpg" }),
};
