import type { Content, Findings } from "../rule";

// Testimonials are numbered 1 to n, each number once (the page shows them in that order).

export function testimonialNumbers(content: Content): Findings {
  const testimonials = content.files["testimonials.json"];
  if (!testimonials) return {};
  const numbers = testimonials.map((t) => t.number).sort((a, b) => a - b);
  if (numbers.every((n, i) => n === i + 1)) return {};
  return { errors: [`content/testimonials.json › number: expected the numbers 1 to ${numbers.length} once each, found ${numbers.join(", ")}`] };
}
