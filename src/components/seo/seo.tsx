import type { ReactNode } from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { absoluteUrl, breadcrumbList, jsonLd, travelAgency, type Crumb } from "../../utils/structured-data";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { useLocale } from "../../i18n/locale-context";
import { defaultLocale, localizePath } from "../../../model/locales";
import { usePageLanguages } from "../../i18n/page-languages";

interface SeoProps {
  title: string;
  description: string;
  /** The page's path as in English, e.g. "/about/team"; the canonical URL and the other languages' are built from it. */
  pathname: string;
  /** Crumbs after Home, for inner pages' BreadcrumbList. */
  breadcrumbs?: Crumb[];
  noindex?: boolean;
  /** Extra schema.org objects (Service, TouristTrip, Product...). */
  structuredData?: unknown[];
  children?: ReactNode;
}

/** Everything in a page's <head>: used from each page's Gatsby Head export. */
export function Seo({ title, description, pathname, breadcrumbs, noindex, structuredData = [], children }: SeoProps) {
  const ui = useUiStrings();
  const settings = useSiteSettings();
  const locale = useLocale();
  const { languages } = usePageLanguages();
  const fullTitle = pathname === "/" ? `${settings.name} | ${title}` : `${title} | ${settings.name}`;
  const urlIn = (l: typeof locale) => absoluteUrl(settings.siteUrl, localizePath(pathname, l));
  const url = urlIn(locale);
  const image = settings.ogImage?.childImageSharp?.resize;
  const imageUrl = image?.src ? `${settings.siteUrl}${image.src}` : undefined;
  const blocks: unknown[] = [travelAgency(settings), ...structuredData];
  if (breadcrumbs?.length) {
    const crumbs = [{ name: ui.breadcrumbs.home, path: "/" }, ...breadcrumbs];
    blocks.push(
      breadcrumbList(
        settings.siteUrl,
        crumbs.map((c) => ({ ...c, path: localizePath(c.path, locale) })),
      ),
    );
  }
  return (
    <>
      <html lang={locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {/* The same page in every language it is published in (itself included) and the default for
          any other; not on pages search engines are asked to skip. */}
      {!noindex && languages.map((l) => <link key={l} rel="alternate" hrefLang={l} href={urlIn(l)} />)}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={urlIn(defaultLocale)} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta name="theme-color" content="#0b5d4b" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={`${locale}_IN`} />
      {languages
        .filter((l) => l !== locale)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={`${l}_IN`} />
        ))}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {image?.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta property="og:image:alt" content={settings.ogImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      <meta name="twitter:image:alt" content={settings.ogImageAlt} />
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed for the page and never reordered.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(block) }} />
      ))}
      {children}
    </>
  );
}
