import { SectionHeading } from "../../components/section-heading";
import { CardText } from "../../components/card-text";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { roundBox } from "../../styles/surfaces";

interface ServiceItineraryProps {
  days: readonly { title: string; description: string }[];
}

/** Sample Itinerary: one numbered step per day. */
export function ServiceItinerary({ days }: ServiceItineraryProps) {
  const ui = useUiStrings();
  return (
    <section aria-labelledby="itinerary">
      <SectionHeading id="itinerary" title={ui.service.itinerary} />
      <ol css={{ listStyle: "none", padding: 0, margin: "0 auto", maxWidth: 820, display: "grid", gap: theme.space.md }}>
        {days.map((day, i) => (
          <li
            key={day.title}
            css={{
              display: "grid",
              gridTemplateColumns: "auto 1fr",
              gap: theme.space.md,
              background: theme.colors.background,
              borderRadius: theme.radii.md,
              padding: theme.space.md,
              boxShadow: theme.shadows.card,
            }}
          >
            <span
              aria-hidden="true"
              css={{
                ...roundBox(44),
                background: theme.colors.primary,
                color: theme.colors.inverse,
                fontWeight: 700,
              }}
            >
              {i + 1}
            </span>
            <div>
              <CardText title={day.title} text={day.description} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
