import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "../content-image";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 600,
  height: 400,
  backgroundColor: "#336699",
  images: {
    fallback: { src: "/static/a/photo.jpg", srcSet: "/static/a/photo-300.jpg 300w,/static/a/photo.jpg 600w", sizes: "(min-width: 600px) 600px, 100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/photo-300.avif 300w,/static/a/photo.avif 600w", sizes: "(min-width: 600px) 600px, 100vw" },
      { type: "image/webp", srcSet: "/static/a/photo-300.webp 300w,/static/a/photo.webp 600w", sizes: "(min-width: 600px) 600px, 100vw" },
    ],
  },
};

describe("ContentImage", () => {
  it("offers AVIF and WebP before the JPEG, lazy at low priority by default, with its size reserved", () => {
    const { container } = render(<ContentImage image={image} alt="Boats at sunset" />);
    const img = screen.getByRole("img", { name: "Boats at sunset" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("width", "600");
    expect(img).toHaveAttribute("height", "400");
    expect(img).toHaveAttribute("fetchpriority", "low");
    expect([...container.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(img.parentElement?.parentElement).toHaveStyle({ maxWidth: "600px" });
  });

  it("loads the LCP image eagerly at high priority", () => {
    render(<ContentImage image={image} alt="Hero" loading="eager" priority />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("renders nothing without image data", () => {
    const { container } = render(<ContentImage image={null} alt="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});
