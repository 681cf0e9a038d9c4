import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { validateContent } from "../../scripts/content/validate";

// First of all, before anything is sourced or rendered: a content mistake stops the build with one
// line per mistake, naming its file and field; warnings (English-first pages, say) are printed.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const { errors, warnings } = validateContent({ contentDir: path.join(program.directory, "content") });
  for (const w of warnings) reporter.warn(w);
  if (errors.length) {
    reporter.panic(`Content errors (${errors.length}); fix these files and build again:\n${errors.map((e) => `  - ${e}`).join("\n")}`);
  }
};
