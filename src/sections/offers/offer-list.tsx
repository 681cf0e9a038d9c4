import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ButtonLink } from "../../components/button-link";
import { currentOffers } from "../../utils/offers";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { OfferCard } from "./offer-card";
import type { OfferWords, PackageOffer } from "./offer-words";
import { notSearched } from "../../utils/search-index";

export interface OfferedPackage {
  slug: string;
  title: string;
  path: string;
  destination: string;
  days: number;
  nights: number;
  price: { from?: number | null; basis: string; chargesTotal?: number };
  offers?: readonly PackageOffer[] | null;
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
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

/** /offers: a card for every package with an offer current today, its offers on it; or, with none, a sentence and the packages. */
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
    <ul aria-label={label} {...notSearched} css={listGrid(theme.space.lg, { sm: 2 })}>
      {offered.map(({ pkg, base, offers }) => (
        <OfferCard key={pkg.slug} {...pkg} offers={offers} base={base} words={words} gstRate={gstRate} />
      ))}
    </ul>
  );
}
