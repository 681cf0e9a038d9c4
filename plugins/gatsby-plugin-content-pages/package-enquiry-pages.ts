import path from "node:path";
import type { Actions, CreatePagesArgs, Reporter } from "gatsby";
import { localizePath, locales, type Locale } from "../../model/locales";
import { packageEnquiryPath, sectionPaths } from "../../model/routes";

type Graphql = CreatePagesArgs["graphql"];

/** The template of a package's own enquiry page. */
export const packageEnquiryTemplate = "src/templates/package-enquiry.tsx";

/**
 * Each package's enquiry page (model/routes.ts › packageEnquiryPath), in each language the package is
 * published in: the enquiry form with the package chosen in its HTML (decision 0062). Other
 * languages' visitors are sent to the packages, as from the package's own page. False if the query
 * failed (reported).
 */
export async function createPackageEnquiryPages(
  { graphql, actions, reporter }: { graphql: Graphql; actions: Pick<Actions, "createPage">; reporter: Pick<Reporter, "panicOnBuild"> },
  today: string,
): Promise<boolean> {
  const result = await graphql<{ allPackagesJson: { nodes: { slug: string; path: string; language: Locale }[] } }>(
    "query { allPackagesJson { nodes { slug path language } } }",
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the packages for their enquiry pages", result.errors);
    return false;
  }
  const { nodes } = result.data.allPackagesJson;
  for (const node of nodes) {
    actions.createPage({
      path: localizePath(packageEnquiryPath(node.path), node.language),
      component: path.resolve(packageEnquiryTemplate),
      context: {
        slug: node.slug,
        locale: node.language,
        languages: locales.filter((l) => nodes.some((n) => n.slug === node.slug && n.language === l)),
        fallback: sectionPaths.packages,
        today,
      },
    });
  }
  return true;
}
