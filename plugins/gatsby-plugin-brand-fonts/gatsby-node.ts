import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { fontFiles } from "./font-faces";
import { writeLanguageNamesFont } from "./language-names";

// The brand font's files are copied from the pinned package into static/ (served as files: webpack
// would inline small fonts as data: URIs, which the CSP's font-src 'self' blocks), with the face
// cut down to the languages' names beside them.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  for (const [from, to] of fontFiles(program.directory)) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  await writeLanguageNamesFont(program.directory);
};
