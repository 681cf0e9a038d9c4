import { pageKeys } from "../../../model";
import type { Content, Findings } from "../rule";

// pages.json holds the copy (title, description, hero) of each page the site has, once.

export function pageCopyOnce(content: Content): Findings {
  const pages = content.files["pages.json"];
  if (!pages) return {};
  return {
    errors: pageKeys.flatMap((key) => {
      const n = pages.filter((p) => p.page === key).length;
      return n === 1 ? [] : [`content/pages.json › page "${key}": expected exactly one entry, found ${n}`];
    }),
  };
}
