import { useRef } from "react";
import { Container } from "../../components/container";
import { SectionHeading } from "../../components/section-heading";
import { useInView } from "../../hooks/use-in-view";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { StatCounter } from "./stat-counter";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { plainList } from "../../styles/lists";
import { drawnNearScreen, homeSection } from "../../styles/surfaces";
import { fill } from "../../utils/fill";

interface StatsBandProps {
  title: string;
  text: string;
  /** Under the counters, for each count: what it counts and the day it was counted ("{counts}: counted on {date}."). */
  asOf: string;
  stats: readonly Queries.StatCounterFragment[];
}

/** The animated numbers band: counts up over 2 s the first time it scrolls into view. */
export function StatsBand({ title, text, asOf, stats }: StatsBandProps) {
  const ref = useRef<HTMLUListElement>(null);
  const inView = useInView(ref);
  const reduced = useReducedMotion();
  return (
    <section aria-labelledby="stats-title" css={{ ...homeSection, ...drawnNearScreen(260), background: theme.colors.surface }}>
      <Container>
        <SectionHeading id="stats-title" title={title} text={text} />
        <ul
          ref={ref}
          css={{
            ...plainList,
            display: "grid",
            gap: theme.space.md,
            gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9rem), 1fr))",
            [mq.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
          }}
        >
          {stats.map((s) => (
            <StatCounter key={s.label} {...s} start={inView} reducedMotion={reduced} />
          ))}
        </ul>
        {/* A count is a claim of the company's record: what it counts and when, in the HTML, for every reader. */}
        <ul css={{ ...plainList, marginTop: theme.space.md, fontSize: theme.fontSizes.sm, color: theme.colors.muted, display: "grid", gap: theme.space.xs }}>
          {stats.flatMap((s) => (s.counts && s.asOfText ? [<li key={s.label}>{fill(asOf, { counts: s.counts, date: s.asOfText })}</li>] : []))}
        </ul>
      </Container>
    </section>
  );
}
