import { PageHead } from "./page-head";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useLocale } from "../../i18n/locale-context";
import { localizePath } from "../../../model/locales";
import { itemList } from "../../utils/structured-data";

interface PackageListHeadProps {
  /** The list's own page: a package category or a theme. */
  list: { title: string; description: string; name: string; path: string };
  packages: readonly { title: string; path: string; destination: string }[];
}

/** The Head of a page listing packages under Packages: its packages as an ItemList of their own pages. */
export function PackageListHead({ list, packages }: PackageListHeadProps) {
  const { siteUrl } = useSiteSettings();
  const locale = useLocale();
  const items = packages.map((p) => ({ name: p.title, path: localizePath(p.path, locale), description: p.destination }));
  return (
    <PageHead
      page={{ title: list.title, description: list.description, breadcrumb: list.name }}
      pathname={list.path}
      trail="packages"
      structuredData={[itemList(siteUrl, list.title, items)]}
    />
  );
}
