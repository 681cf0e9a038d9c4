import { graphql } from "gatsby";
import { Container } from "../../components/container";
import { ContentImage } from "../../components/image/content-image";
import { ButtonLink } from "../../components/button-link";
import { SectionHeading } from "../../components/section-heading";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import type { WithImage } from "../../components/image/with-image";
import { homeSection } from "../../styles/surfaces";

type AboutBlockProps = WithImage<Omit<Queries.AboutBlockFragment, "figures">> & {
  /** The stats band's counts this block repeats, in short ("20K+"). */
  figures: readonly { readonly label: string; readonly shortText: string }[];
};

/** The company in short, with its headline numbers and a link to Our Story. */
export function AboutBlock({ eyebrow, title, paragraphs, figures, link, image, imageAlt }: AboutBlockProps) {
  return (
    <section aria-labelledby="about-title" css={homeSection}>
      <Container css={{ display: "grid", gap: theme.space.xl, alignItems: "center", [mq.lg]: { gridTemplateColumns: "1fr 1fr" } }}>
        <ContentImage
          image={image}
          alt={imageAlt}
          sizes="(min-width: 1024px) 560px, 100vw"
          css={{ borderRadius: theme.radii.lg, boxShadow: theme.shadows.raised }}
        />
        <div>
          <SectionHeading id="about-title" eyebrow={eyebrow} title={title} align="left" css={{ marginBottom: theme.space.md }} />
          {paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
          {/* As many columns as fit at 8 rem each: the band's labels ("Happy Travelers Served") and a Hindi
              short count ("20 हज़ार+") need that much; two columns on phones, three or more beside the photo. */}
          <dl
            css={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 8rem), 1fr))", gap: theme.space.md, margin: `${theme.space.lg} 0` }}
          >
            {figures.map((s) => (
              <div
                key={s.label}
                css={{
                  borderLeft: `3px solid ${theme.colors.accent}`,
                  paddingLeft: theme.space.sm,
                  display: "flex",
                  flexDirection: "column-reverse",
                  justifyContent: "flex-end",
                }}
              >
                <dt css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{s.label}</dt>
                <dd translate="no" css={{ margin: 0, fontSize: theme.fontSizes.xxl, fontWeight: 700, color: theme.colors.primaryDark }}>
                  {s.shortText}
                </dd>
              </div>
            ))}
          </dl>
          <ButtonLink to={link.to}>{link.label}</ButtonLink>
        </div>
      </Container>
    </section>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const aboutBlockFragment = graphql`
  fragment AboutBlock on HomeJsonAbout {
    eyebrow
    title
    paragraphs
    figures
    link {
      label
      to
    }
    imageAlt
    image {
      ...FeatureImage
    }
  }
`;

/** @public A count of the stats band, in short, as the about block repeats it. */
export const aboutFigureFragment = graphql`
  fragment AboutFigure on StatsJson {
    label
    shortText
  }
`;
