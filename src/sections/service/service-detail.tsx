import { graphql } from "gatsby";
import { ButtonLink } from "../../components/button-link";
import { Container } from "../../components/container";
import { SectionHeading } from "../../components/section-heading";
import { PageHero } from "../page-hero";
import { FaqSection } from "../faq-section";
import { ServiceItinerary } from "./service-itinerary";
import { InclusionsExclusions } from "./inclusions-exclusions";
import { theme } from "../../styles/theme";
import { drawnNearScreen } from "../../styles/surfaces";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { IconList } from "../../components/icon-list";
import { enquiryPath } from "../../../model/routes";
import { PackageCard } from "../packages/package-card";
import { listGrid } from "../../styles/lists";
import { notSearched } from "../../utils/search-index";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment ServiceDetail on ServicesJson {
    slug
    path
    name
    icon
    shortDescription
    details
    highlights
    itinerary {
      title
      description
    }
    inclusions
    exclusions
    faqs {
      question
      answer
    }
    imageAlt
    image {
      ...HeroImage
    }
  }
`;

interface ServiceDetailProps {
  service: Queries.ServiceDetailFragment;
  /** The packages the service names, as cards: what a "from" price linking here is the cheapest of. */
  packages?: readonly Queries.PackageCardFragment[];
}

const sectionCss = { paddingBlock: "clamp(2rem, 5vw, 4rem)" };

/** A service page: hero, About, Highlights, its packages, Sample Itinerary, Inclusions/Exclusions, FAQ. */
export function ServiceDetail({ service, packages = [] }: ServiceDetailProps) {
  const ui = useUiStrings();
  return (
    <>
      <PageHero title={service.name} text={service.shortDescription} image={service.image} imageAlt={service.imageAlt}>
        <ButtonLink to={enquiryPath({ service: service.slug })} variant="accent">
          {ui.service.enquire}
        </ButtonLink>
      </PageHero>

      <Container css={[sectionCss, { display: "grid", gap: theme.space.xl, [mq.lg]: { gridTemplateColumns: "3fr 2fr" } }]}>
        <section aria-labelledby="about-service">
          <SectionHeading id="about-service" title={ui.service.about} align="left" />
          {service.details.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </section>
        <section
          aria-labelledby="highlights"
          css={{ background: theme.colors.surface, borderRadius: theme.radii.lg, padding: theme.space.lg, ...drawnNearScreen(150) }}
        >
          <h2 id="highlights" css={{ fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>
            {ui.service.highlights}
          </h2>
          <IconList items={service.highlights} icon="check" />
        </section>
      </Container>

      {packages.length > 0 && (
        <Container css={sectionCss}>
          <section aria-labelledby="service-packages" {...notSearched}>
            <SectionHeading id="service-packages" title={ui.service.packages} align="left" />
            <ul aria-labelledby="service-packages" css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}>
              {packages.map((p) => (
                <PackageCard key={p.slug} {...p} image={p.image.childImageSharp?.gatsbyImageData} compact />
              ))}
            </ul>
          </section>
        </Container>
      )}

      <div css={{ background: theme.colors.surface }}>
        <Container css={[sectionCss, drawnNearScreen(400)]}>
          <ServiceItinerary days={service.itinerary} />
        </Container>
      </div>

      <Container css={sectionCss}>
        <InclusionsExclusions inclusions={service.inclusions} exclusions={service.exclusions} />
      </Container>

      <FaqSection id="faq" title={ui.service.faq} items={service.faqs} />
    </>
  );
}
