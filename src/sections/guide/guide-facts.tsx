import { theme } from "../../styles/theme";
import { pageIds } from "../../utils/page-ids";

interface GuideFactsProps {
  words: { bestTime: string; gettingThere: string };
  /** The best months' names, in the page's language. */
  months: readonly string[];
  bestTimeNote: string;
  gettingThere: readonly string[];
}

const sectionCss = { display: "grid", gap: theme.space.sm, "& h2": { margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark } } as const;

/** The two things every traveller asks first: when to go, and how to get there. */
export function GuideFacts({ words, months, bestTimeNote, gettingThere }: GuideFactsProps) {
  return (
    <>
      <section aria-labelledby={pageIds.guideBestTime} css={sectionCss}>
        <h2 id={pageIds.guideBestTime}>{words.bestTime}</h2>
        <ul css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, listStyle: "none", margin: 0, padding: 0 }}>
          {months.map((m) => (
            <li
              key={m}
              css={{
                padding: "0.25rem 0.75rem",
                borderRadius: theme.radii.round,
                background: theme.colors.primaryLight,
                color: theme.colors.primaryDark,
                fontWeight: 600,
              }}
            >
              {m}
            </li>
          ))}
        </ul>
        <p css={{ margin: 0 }}>{bestTimeNote}</p>
      </section>
      <section aria-labelledby={pageIds.guideGettingThere} css={sectionCss}>
        <h2 id={pageIds.guideGettingThere}>{words.gettingThere}</h2>
        {gettingThere.map((p) => (
          <p key={p} css={{ margin: 0 }}>
            {p}
          </p>
        ))}
      </section>
    </>
  );
}
