import { useId } from "react";
import { graphql } from "gatsby";
import { Container } from "../../components/container";
import { Icon } from "../../components/icon/icon";
import { CardText } from "../../components/card-text";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { listGrid } from "../../styles/lists";

type MissionVisionProps = Queries.MissionVisionFragment;

/** Mission and vision side by side, then the values we travel by. */
export function MissionVision({ mission, vision, values }: MissionVisionProps) {
  // Named by its two headings, so the name is in the page's language without a joining word in code.
  const id = useId();
  return (
    <section aria-labelledby={`${id}-0 ${id}-1`} css={{ background: theme.colors.surface, paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
      <Container css={{ display: "grid", gap: theme.space.xl }}>
        <div css={{ display: "grid", gap: theme.space.lg, [mq.md]: { gridTemplateColumns: "1fr 1fr" } }}>
          {[mission, vision].map((block, i) => (
            <div
              key={block.title}
              css={{
                borderRadius: theme.radii.lg,
                padding: theme.space.xl,
                color: theme.colors.inverse,
                background: i === 0 ? theme.colors.primary : theme.colors.primaryDark,
              }}
            >
              <h2 id={`${id}-${i}`} css={{ fontSize: theme.fontSizes.xl }}>
                {block.title}
              </h2>
              <p css={{ margin: 0, fontSize: theme.fontSizes.lg }}>{block.text}</p>
            </div>
          ))}
        </div>
        <ul css={listGrid(theme.space.md, { md: 2, lg: 4 })}>
          {values.map((v) => (
            <li
              key={v.title}
              css={{ background: theme.colors.background, borderRadius: theme.radii.md, padding: theme.space.lg, boxShadow: theme.shadows.card }}
            >
              <Icon name={v.icon} size="1.5rem" css={{ display: "block", color: theme.colors.primary, marginBottom: "0.5rem" }} />
              <CardText title={v.title} text={v.text} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const missionVisionFragment = graphql`
  fragment MissionVision on StoryJson {
    mission {
      title
      text
    }
    vision {
      title
      text
    }
    values {
      icon
      title
      text
    }
  }
`;
