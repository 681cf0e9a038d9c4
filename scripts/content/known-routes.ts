import { contentRoutes } from "../../model/routes";
import type { Content } from "./rule";

// The addresses the site answers at, for the check's links: src/pages' own and one per entry of
// each kind of content that has pages (model/routes.ts), so a new kind of page needs no change here.

export { staticRoutes } from "../lib/site-routes";

/** Every English address a page answers at. */
export function knownRoutes(content: Pick<Content, "pageRoutes" | "files" | "folders" | "markdown">): Set<string> {
  const entriesOf = (source: string) => {
    if (source.endsWith(".json")) return (content.files[source as keyof Content["files"]] ?? []) as unknown as { slug: string }[];
    const folder = content.folders[source as keyof Content["folders"]] ?? content.markdown[source as keyof Content["markdown"]] ?? [];
    return folder.map((e) => e.data) as { slug: string }[];
  };
  return new Set([...content.pageRoutes, ...contentRoutes(entriesOf)]);
}
