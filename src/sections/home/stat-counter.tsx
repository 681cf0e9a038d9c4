import { graphql } from "gatsby";
import { Icon } from "../../components/icon/icon";
import { useCountUp } from "../../hooks/use-count-up";
import { formatNumber } from "../../utils/format-number";
import { theme } from "../../styles/theme";

type StatCounterProps = Queries.StatCounterFragment & {
  start: boolean;
  reducedMotion: boolean;
};

/** One figure of the stats band: counts up once in view; screen readers get the final value. */
export function StatCounter({ label, figure, suffix, icon, gradient, start, reducedMotion }: StatCounterProps) {
  const shown = useCountUp(figure, start, { disabled: reducedMotion });
  const final = `${formatNumber(figure)}${suffix}`;
  return (
    <li
      style={{ backgroundImage: `linear-gradient(135deg, ${gradient[0]}, ${gradient[1] ?? gradient[0]})` }}
      css={{
        minWidth: 0,
        borderRadius: theme.radii.lg,
        padding: `${theme.space.lg} ${theme.space.md}`,
        color: theme.colors.inverse,
        textAlign: "center",
        boxShadow: theme.shadows.card,
      }}
    >
      <Icon name={icon} size="1.75rem" />
      <p
        css={{ margin: "0.5rem 0 0.25rem", fontSize: "clamp(1.6rem, 1.2rem + 2vw, 2.6rem)", fontWeight: 700, fontVariantNumeric: "tabular-nums" }}
        translate="no"
      >
        <span aria-hidden="true" data-testid="stat-value">{`${formatNumber(shown)}${suffix}`}</span>
        <span className="visually-hidden">{final}</span>
      </p>
      <p css={{ margin: 0, fontWeight: 600 }}>{label}</p>
    </li>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const statCounterFragment = graphql`
  fragment StatCounter on StatsJson {
    label
    # The count, or the years in business on the build's day (scripts/lib/company-years.ts).
    figure
    counts
    asOfText
    suffix
    icon
    gradient
  }
`;
