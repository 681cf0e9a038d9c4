/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { HeroCarousel } from "../hero-carousel";
import { slidesWithPhotos } from "../__fixtures__/slides";

// The server's page asks for the first slide's photo alone: the later slides cannot be seen until
// the carousel runs, and the page's first paint needs only the first (hero-carousel.test.tsx).
it("sends only the first slide's photo in the server's page", () => {
  const html = renderToString(<HeroCarousel slides={slidesWithPhotos} />);
  expect(html).toContain('alt="Photo of Himalayan Treks"');
  expect(html).toContain("slide-1.jpg");
  expect(html).not.toContain("slide-2.jpg");
  expect(html).not.toContain("slide-3.jpg");
});

// Without JavaScript the thumbnails and the pause control do nothing: the no-JS style in gatsby-ssr
// hides them ([data-no-js-hidden]) and shows each slide's page as a link instead ([data-no-js-visible]).
it("carries each slide's page as a link for a visitor without JavaScript", () => {
  const html = renderToString(<HeroCarousel slides={slidesWithPhotos} />);
  const noJs = /<ul hidden="" data-no-js-visible=""[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? "";
  for (const slide of slidesWithPhotos) expect(noJs).toContain(`>${slide.title}</a>`);
  expect(html).toMatch(/<button type="button" data-no-js-hidden=""[^>]*aria-label="Pause slideshow"/);
});
