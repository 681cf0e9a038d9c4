import path from "node:path";
import type { Actions } from "gatsby";
import { localizePath, locales } from "../../model/locales";
import { sectionPaths } from "../../model/routes";
import type { PackagesPageContext } from "../../scripts/lib/finder-data";

/**
 * The /packages page's file. gatsby-config keeps Gatsby's page creator off it (`ignore`): its pages
 * are made here, with the finder's file, in the same hook that writes that file.
 */
export const packagesPageFile = "src/pages/packages/index.tsx";

/** /packages in each language, with the packages it shows as cards and the finder's file (scripts/lib/finder-data.ts). */
export function createPackagesPages(actions: Pick<Actions, "createPage">, contexts: Record<string, PackagesPageContext>): void {
  for (const locale of locales) {
    actions.createPage({
      path: localizePath(sectionPaths.packages, locale),
      component: path.resolve(packagesPageFile),
      // As every page from src/pages/ has (onCreatePage), then this page's own.
      context: { locale, unknownAddress: false, ...contexts[locale] },
    });
  }
}
