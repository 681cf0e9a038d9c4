import { FaPhone, FaWhatsapp } from "react-icons/fa6";
import { theme } from "../../styles/theme";
import { whatsappLink } from "../../utils/contact-links";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";

interface ContactWidgetProps {
  phoneDisplay: string;
  phoneE164: string;
  whatsappNumber: string;
  whatsappGreeting: string;
}

const round = {
  display: "grid",
  placeItems: "center",
  width: 52,
  height: 52,
  borderRadius: "50%",
  background: theme.colors.whatsapp,
  color: theme.colors.inverse,
  boxShadow: theme.shadows.raised,
  transition: `transform ${theme.motion.fast}`,
  "&:hover": { transform: "scale(1.06)" },
  "&:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 3 },
};

/** Two round green buttons fixed bottom-right above everything: call, and WhatsApp chat. */
export function ContactWidget({ phoneDisplay, phoneE164, whatsappNumber, whatsappGreeting }: ContactWidgetProps) {
  const ui = useUiStrings();
  return (
    <aside
      data-print="hide"
      aria-label={ui.contactWidget.label}
      css={{
        position: "fixed",
        right: "max(1rem, env(safe-area-inset-right))",
        bottom: "max(1rem, env(safe-area-inset-bottom))",
        zIndex: theme.z.widget,
        display: "flex",
        flexDirection: "column",
        gap: theme.space.sm,
      }}
    >
      <a href={`tel:${phoneE164}`} aria-label={fill(ui.contactWidget.call, { phone: phoneDisplay })} css={round}>
        <FaPhone aria-hidden="true" size="1.3rem" />
      </a>
      <a
        href={whatsappLink(whatsappNumber, whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${ui.contactWidget.whatsapp} ${ui.newTabNote}`}
        css={round}
      >
        <FaWhatsapp aria-hidden="true" size="1.6rem" />
      </a>
    </aside>
  );
}
