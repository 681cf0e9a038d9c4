import { graphql, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HeroCarousel } from "../sections/home/hero-carousel";
import { AboutBlock } from "../sections/home/about-block";
import { OfferGrid } from "../sections/home/offer-grid";
import { StatsBand } from "../sections/home/stats-band";
import { HomeServices } from "../sections/home/home-services";
import { headFor } from "../components/seo/page-head";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { homeJson: home, pagesJson: copy } = data;
  if (!home || !copy) return null;
  const image = (node: { readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } }) =>
    node.image.childImageSharp?.gatsbyImageData;
  return (
    <>
      <h1 className="visually-hidden">{copy.heroTitle}</h1>
      <HeroCarousel slides={data.allHeroSlidesJson.nodes.map((s) => ({ ...s, image: image(s), thumb: s.thumb.childImageSharp?.gatsbyImageData }))} />
      <AboutBlock
        {...home.about}
        image={image(home.about)}
        figures={data.aboutFigures.nodes.flatMap((s) => (s.shortText ? [{ label: s.label, shortText: s.shortText }] : [])).slice(0, home.about.figures)}
      />
      <OfferGrid {...home.offers} offers={data.allOffersJson.nodes.map((o) => ({ ...o, image: image(o) }))} />
      <StatsBand title={home.statsTitle} text={home.stats.text} asOf={home.stats.asOf} stats={data.allStatsJson.nodes} />
      <HomeServices
        {...home.services}
        cards={data.allHomeServicesJson.nodes.map((c) => ({
          title: c.title,
          text: c.description,
          icon: c.icon,
          to: c.link,
          image: image(c),
          imageAlt: c.imageAlt,
        }))}
      />
    </>
  );
}

export const Head = headFor({ trail: "none" });

export const query = graphql`
  query HomePage($locale: Locale!) {
    pagesJson(page: { eq: home }, language: { eq: $locale }) {
      title
      description
      heroTitle
    }
    homeJson(language: { eq: $locale }) {
      about {
        ...AboutBlock
      }
      offers {
        eyebrow
        title
        text
      }
      # The title with the years in business filled at build (scripts/lib/company-years.ts).
      statsTitle
      stats {
        text
        asOf
      }
      services {
        eyebrow
        title
        text
        exploreMoreLabel
      }
    }
    allHeroSlidesJson(filter: { language: { eq: $locale } }) {
      nodes {
        ...HeroSlide
      }
    }
    allOffersJson(filter: { language: { eq: $locale } }) {
      nodes {
        ...OfferTile
      }
    }
    allStatsJson(filter: { language: { eq: $locale } }) {
      nodes {
        ...StatCounter
      }
    }
    aboutFigures: allStatsJson(filter: { language: { eq: $locale } }) {
      nodes {
        ...AboutFigure
      }
    }
    allHomeServicesJson(filter: { language: { eq: $locale } }) {
      nodes {
        title
        description
        icon
        link
        imageAlt
        image {
          ...CardImage
        }
      }
    }
  }
`;
