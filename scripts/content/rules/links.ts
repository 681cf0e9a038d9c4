import { valuesOfKind } from "../../../model";
import { where } from "../entries";
import { knownRoutes } from "../known-routes";
import { sectionPaths } from "../../../model/routes";
import type { Content, Findings } from "../rule";

// Every field the model marks as a site link (whatever its name) leads to a page. A link to an
// unknown service only warns: visitors land on Service Not Found with the closest match (the
// launch check lists it, as a link no owner means to keep).

export function linksLeadSomewhere(content: Content): Findings {
  const known = knownRoutes(content);
  const errors: string[] = [];
  const warnings: string[] = [];
  const launch: string[] = [];
  for (const entry of content.entries) {
    for (const { path, value } of valuesOfKind(entry.schema, entry.data, "sitePath")) {
      if (!value.startsWith("/")) continue;
      const target = value.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
      if (known.has(target)) continue;
      const at = where(entry.file, entry.data, path);
      if (target.startsWith(`${sectionPaths.services}/`)) {
        warnings.push(`${at}: "${value}" is not a known service; visitors will see Service Not Found with the closest match`);
        launch.push(`${at}: "${value}" lands on Service Not Found; point it at a service, a theme or a package that exists`);
      } else {
        errors.push(`${at}: link "${value}" leads to no page`);
      }
    }
  }
  return { errors, warnings, launch };
}
