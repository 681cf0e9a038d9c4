import type { IGatsbyImageData } from "gatsby-plugin-image";

// Three hero slides for the carousel's tests: without photos, and with.
export const slides = ["Himalayan Treks", "Lakes and Backwaters", "Cruises Under the Stars"].map((title) => ({
  title,
  subtitle: "Sub",
  description: "Desc",
  image: null,
  thumb: null,
  imageAlt: "",
  specs: [{ icon: "calendar" as const, text: "5 days" }],
  cta: { label: `Go to ${title}`, to: "/" },
  priceFrom: null,
}));

const photo = (name: string): IGatsbyImageData => ({
  layout: "fullWidth",
  width: 1,
  height: 0.75,
  backgroundColor: "#385868",
  images: { fallback: { src: `/static/${name}.jpg` } },
});

export const slidesWithPhotos = slides.map((slide, i) => ({ ...slide, image: photo(`slide-${i + 1}`), imageAlt: `Photo of ${slide.title}` }));
