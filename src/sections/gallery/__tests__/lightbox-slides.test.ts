import { toLightboxSlide } from "../lightbox-slides";

describe("lightbox slides", () => {
  it("carries every width of the image as srcSet, with heights at its aspect ratio", () => {
    const slide = toLightboxSlide(
      {
        layout: "constrained",
        width: 1920,
        height: 1280,
        images: { fallback: { src: "/a-1920.jpg", srcSet: "/a-480.jpg 480w,\n/a-960.jpg 960w,\n/a-1920.jpg 1920w" } },
      },
      "Boats at sunset",
      "Boats",
    );
    expect(slide).toEqual({
      src: "/a-1920.jpg",
      width: 1920,
      height: 1280,
      alt: "Boats at sunset",
      title: "Boats",
      srcSet: [
        { src: "/a-480.jpg", width: 480, height: 320 },
        { src: "/a-960.jpg", width: 960, height: 640 },
        { src: "/a-1920.jpg", width: 1920, height: 1280 },
      ],
    });
  });

  it("gives nothing for a missing image", () => expect(toLightboxSlide(null, "", "")).toBeNull());
});
