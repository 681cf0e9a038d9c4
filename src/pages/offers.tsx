import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../sections/hero-page";
import { Container } from "../components/container";
import { OfferList } from "../sections/offers/offer-list";
import { headFor } from "../components/seo/page-head";
import { useBusinessToday } from "../hooks/use-business-today";
import { sectionPaths } from "../../model/routes";

/**
 * /offers: the offers current today in India, where the banner's "save up to N%" leads, as a card
 * per package. The HTML lists those of the build's day; the browser re-reads the day on load and at
 * each midnight. The banner stands still here (offer-banner.tsx): the page it leads to is this one.
 */
export default function OffersPage({ data }: PageProps<Queries.OffersPageQuery>) {
  const today = useBusinessToday(data.offerClaims.today);
  const page = data.pagesJson;
  const words = data.uiJson?.offers;
  return (
    <HeroPage page={page}>
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        {words && (
          <OfferList
            packages={data.allPackagesJson.nodes.map((p) => ({ ...p, image: p.image.childImageSharp?.gatsbyImageData }))}
            words={words}
            gstRate={data.allPackagesJson.nodes[0]?.price.gstRate ?? 0}
            today={today}
            packagesPath={sectionPaths.packages}
            label={page?.heroTitle ?? ""}
          />
        )}
      </Container>
    </HeroPage>
  );
}

export const query = graphql`
  query OffersPage($locale: Locale!) {
    pagesJson(page: { eq: offers }, language: { eq: $locale }) { ...PageHero }
    uiJson(language: { eq: $locale }) { ...OfferWords }
    offerClaims { today }
    allPackagesJson(filter: { language: { eq: $locale }, offers: { elemMatch: { saving: { gt: 0 } } } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        path
        destination
        days
        nights
        # The GST rate of the build's day, as every price the site shows (scripts/lib/price-fields.ts).
        price { from basis chargesTotal gstRate }
        ...PackageOffers
        imageAlt
        image {
          ...CardImage
        }
      }
    }
  }
`;

export const Head = headFor({ trail: "packages" });
