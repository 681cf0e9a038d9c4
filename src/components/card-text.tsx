import { theme } from "../styles/theme";

interface CardTextProps {
  title: string;
  text: string;
}

/** A card's own heading and its sentence in muted text: a value we travel by, a day of an itinerary. */
export function CardText({ title, text }: CardTextProps) {
  return (
    <>
      <h3 css={{ fontSize: theme.fontSizes.lg, margin: "0 0 0.25rem" }}>{title}</h3>
      <p css={{ margin: 0, color: theme.colors.muted }}>{text}</p>
    </>
  );
}
