import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeHeaders } from "./security-headers";

// Last of the build's rewrites of public/ (this plugin is listed after the script starter): the CSP
// allows by hash exactly the inline scripts the pages now hold.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const { hashes, assets, patterns } = writeHeaders(path.join(program.directory, "public"), path.join(program.directory, "static", "_headers"));
  reporter.info(`_headers: CSP on ${patterns} address patterns allows ${hashes} inline script hashes; ${assets} hashed assets cached for a year`);
};
