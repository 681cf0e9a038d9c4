import { Container } from "./container";
import { buttonStyles } from "./button-link";
import { theme } from "../styles/theme";
import { whatsappLink } from "../utils/contact-links";

interface PageErrorCopy {
  title: string;
  text: string;
  /** Before the phone number: "Call us on" makes "Call us on +91 98765 43210". */
  callLabel: string;
  whatsappLabel: string;
  /** Read by screen readers after the WhatsApp label, e.g. "(opens in a new tab)". */
  newTabNote: string;
}

interface PageErrorProps {
  copy: PageErrorCopy;
  phoneDisplay: string;
  phoneE164: string;
  whatsappNumber: string;
  whatsappGreeting: string;
}

/** What the main area shows when its page fails to render: an apology and two ways to reach us. */
export function PageError({ copy, phoneDisplay, phoneE164, whatsappNumber, whatsappGreeting }: PageErrorProps) {
  return (
    <Container css={{ paddingBlock: "clamp(2rem, 6vw, 4rem)" }}>
      <div role="alert">
        <h1 css={{ fontSize: theme.fontSizes.display, color: theme.colors.primaryDark }}>{copy.title}</h1>
        <p css={{ fontSize: theme.fontSizes.lg, maxWidth: 680 }}>{copy.text}</p>
        <p css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md }}>
          <a href={`tel:${phoneE164}`} css={buttonStyles("primary")}>
            {`${copy.callLabel} ${phoneDisplay}`}
          </a>
          <a href={whatsappLink(whatsappNumber, whatsappGreeting)} target="_blank" rel="noopener noreferrer" css={buttonStyles("outline")}>
            {copy.whatsappLabel}
            <span className="visually-hidden"> {copy.newTabNote}</span>
          </a>
        </p>
      </div>
    </Container>
  );
}
