import { Link, type GatsbyLinkProps } from "gatsby";
import { useLocale } from "../i18n/locale-context";
import { localizePath } from "../../model/locales";

/** Gatsby's Link to a site path as written in content ("/services/beach"), in the page's language ("/hi/services/beach"). */
export function LocalizedLink({ to, ref: _ref, ...rest }: GatsbyLinkProps<unknown>) {
  const locale = useLocale();
  return <Link to={localizePath(to, locale)} {...rest} />;
}
