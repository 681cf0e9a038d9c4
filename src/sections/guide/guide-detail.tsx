import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Container } from "../../components/container";
import { PageHero } from "../page-hero";
import { PackageCard } from "../packages/package-card";
import { GuideContents, type ContentsEntry } from "./guide-contents";
import { GuideFacts } from "./guide-facts";
import { GuideBody } from "./guide-body";
import { fill } from "../../utils/fill";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { englishNames, notSearched } from "../../utils/search-index";
import { pageIds } from "../../utils/page-ids";

type Words = Queries.GuideWordsFragment["guide"];
type Package = Queries.PackageCardFragment;

interface GuideDetailProps {
  guide: Queries.GuideDetailFragment;
  words: Words;
  /** The best months' names in the page's language. */
  months: readonly string[];
  /** The cover photo's credit, from content/photo-credits.json. */
  credit?: { author: string; licence: string };
  /** The packages the guide leads to, in its order. */
  packages: readonly Package[];
  /** On a page not in English: the destination's English name, for the site search only. */
  englishNames?: string;
}

/** A destination guide: cover, when to go and how to get there, its contents, the body, and its trips. */
export function GuideDetail({ guide, words, months, credit, packages, englishNames: names }: GuideDetailProps) {
  const fm = guide.frontmatter;
  const tripsTitle = fill(words.packages, { destination: fm.destination });
  const contents: ContentsEntry[] = [
    { id: pageIds.guideBestTime, title: words.bestTime, depth: 2 },
    { id: pageIds.guideGettingThere, title: words.gettingThere, depth: 2 },
    ...(guide.headings ?? []).flatMap((h) => (h?.id && h.value && h.depth && h.depth <= 3 ? [{ id: h.id, title: h.value, depth: h.depth }] : [])),
    ...(packages.length ? [{ id: pageIds.guidePackages, title: tripsTitle, depth: 2 }] : []),
  ];
  return (
    <article {...englishNames(names)}>
      <PageHero title={fm.title} text={fm.summary} image={fm.image} imageAlt={fm.imageAlt} />
      {credit && (
        <Container css={{ maxWidth: 820 }}>
          <p css={{ margin: `${theme.space.sm} 0 0`, fontSize: theme.fontSizes.xs, color: theme.colors.muted }}>{fill(words.photoCredit, credit)}</p>
        </Container>
      )}
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)", display: "grid", gap: theme.space.xl, maxWidth: 820 }}>
        <GuideContents title={words.contents} entries={contents} />
        <GuideFacts words={words} months={months} bestTimeNote={fm.bestTimeNote} gettingThere={fm.gettingThere} />
        <GuideBody html={guide.html ?? ""} />
        {packages.length > 0 && (
          <section aria-labelledby={pageIds.guidePackages} {...notSearched}>
            <h2 id={pageIds.guidePackages} css={{ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSizes.xxl }}>
              {tripsTitle}
            </h2>
            <ul aria-labelledby={pageIds.guidePackages} css={listGrid(theme.space.lg, { sm: 2 })}>
              {packages.map((p) => (
                <PackageCard key={p.slug} {...p} image={p.image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined} compact />
              ))}
            </ul>
          </section>
        )}
      </Container>
    </article>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const guideDetailFragment = graphql`
  fragment GuideDetail on MarkdownRemark {
    slug
    path
    html
    headings {
      id
      value
      depth
    }
    frontmatter {
      title
      destination
      summary
      bestMonths
      bestTimeNote
      gettingThere
      packages
      imageAlt
      image {
        relativePath
        ...HeroImage
      }
    }
  }
  fragment GuideWords on UiJson {
    guide {
      contents
      bestTime
      gettingThere
      packages
      photoCredit
      read
    }
  }
`;
