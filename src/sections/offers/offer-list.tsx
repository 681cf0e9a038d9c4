import { ButtonLink } from "../../components/button-link";
import { LocalizedLink } from "../../components/localized-link";
import { currentOffers } from "../../utils/offers";
import { theme } from "../../styles/theme";
import { OfferItem } from "./offer-item";
import type { OfferWords, PackageOffer } from "./offer-words";
import { notSearched } from "../../utils/search-index";

export interface OfferedPackage {
  slug: string;
  title: string;
  path: string;
  price: { from?: number | null; basis: string; chargesTotal?: number };
  offers?: readonly PackageOffer[] | null;
}

interface OfferListProps {
  packages: readonly OfferedPackage[];
  words: OfferWords;
  gstRate: number;
  /** The day in India time (the build's, then the visitor's): only offers current on it are listed. */
  today: string;
  /** Where "see all packages" leads when no offer is current. */
  packagesPath: string;
  /** The list's name for screen readers (the page's title). */
  label: string;
}

/** /offers: every package with an offer current today, its offers under it; or, with none, a sentence and the packages. */
export function OfferList({ packages, words, gstRate, today, packagesPath, label }: OfferListProps) {
  const offered = packages
    .map((pkg) => ({
      pkg,
      base: { from: pkg.price.from ?? 0, basis: pkg.price.basis, charges: pkg.price.chargesTotal ?? 0 },
      offers: currentOffers(pkg.offers, today),
    }))
    .filter((p) => p.base.from > 0 && p.offers.length > 0);
  if (!offered.length) {
    return (
      <>
        <p>{words.none}</p>
        <ButtonLink to={packagesPath}>{words.browse}</ButtonLink>
      </>
    );
  }
  return (
    // Offers on other pages' packages: the site search reads the offers page's heading and introduction only.
    <ul aria-label={label} {...notSearched} css={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: theme.space.lg }}>
      {offered.map(({ pkg, base, offers }) => (
        <li key={pkg.slug} css={{ borderTop: `1px solid ${theme.colors.border}`, paddingTop: theme.space.md }}>
          <h2 css={{ fontSize: theme.fontSizes.xl, margin: `0 0 ${theme.space.sm}` }}>
            <LocalizedLink to={pkg.path} css={{ color: theme.colors.primary }}>
              {pkg.title}
            </LocalizedLink>
          </h2>
          <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" }}>
            {offers.map((offer) => (
              <OfferItem key={`${offer.kind}-${offer.validFrom}`} words={words} offer={offer} base={base} gstRate={gstRate} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
