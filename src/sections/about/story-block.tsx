import { graphql } from "gatsby";
import { Container } from "../../components/container";
import { ContentImage } from "../../components/image/content-image";
import { SectionHeading } from "../../components/section-heading";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import type { WithImage } from "../../components/image/with-image";

type StoryBlockProps = WithImage<Queries.StoryBlockFragment>;

/** How the company began and grew. */
export function StoryBlock({ eyebrow, title, paragraphs, image, imageAlt }: StoryBlockProps) {
  return (
    <section aria-labelledby="story-title" css={{ paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
      <Container css={{ display: "grid", gap: theme.space.xl, alignItems: "center", [mq.lg]: { gridTemplateColumns: "1.2fr 1fr" } }}>
        <div>
          <SectionHeading id="story-title" eyebrow={eyebrow} title={title} align="left" css={{ marginBottom: theme.space.md }} />
          {paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
        <ContentImage
          image={image}
          alt={imageAlt}
          sizes="(min-width: 1024px) 520px, 100vw"
          css={{ borderRadius: theme.radii.lg, boxShadow: theme.shadows.raised }}
        />
      </Container>
    </section>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const storyBlockFragment = graphql`
  fragment StoryBlock on StoryJson {
    eyebrow
    title
    # The years in business filled at build (scripts/lib/company-years.ts).
    paragraphs: paragraphsText
    imageAlt
    image {
      ...FeatureImage
    }
  }
`;
