/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { HeroCarousel } from "../hero-carousel";
import { slidesWithPhotos } from "../__fixtures__/slides";

// The server's page asks for the first slide's photo alone: the later slides cannot be seen until
// the carousel runs, and the page's first paint needs only the first (hero-carousel.test.tsx).
it("sends only the first slide's photo in the server's page", () => {
  const html = renderToString(<HeroCarousel slides={slidesWithPhotos} narrowTitle="Travel" />);
  expect(html).toContain('alt="Photo of Himalayan Treks"');
  expect(html).toContain("slide-1.jpg");
  expect(html).not.toContain("slide-2.jpg");
  expect(html).not.toContain("slide-3.jpg");
});
