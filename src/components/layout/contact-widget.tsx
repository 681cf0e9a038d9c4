import { useRef } from "react";
import { FaPhone, FaWhatsapp } from "react-icons/fa6";
import { theme } from "../../styles/theme";
import { whatsappLink } from "../../utils/enquiry";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { useStepAside } from "../../hooks/use-step-aside";
import { fill } from "../../utils/fill";
import { mq } from "../../styles/media";

interface ContactWidgetProps {
  phoneDisplay: string;
  phoneE164: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  /** On a page that is itself the enquiry form (and lists the phone and WhatsApp): no floating buttons. */
  off?: boolean;
  /** The page's address: what may come under the buttons is looked for again on each page. */
  page: string;
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
  transition: `transform ${theme.motion.fast}, visibility ${theme.motion.fast}`,
  "&:hover": { transform: "scale(1.06)" },
  "&:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 3 },
  [mq.reducedMotion]: { transition: "none" },
};

/** Off the screen's edge and out of reach (not tappable, not in the tab order): the buttons step aside. */
const stepAside = { transform: "translateX(calc(100% + 2rem))", visibility: "hidden" } as const;

/**
 * Two round green buttons fixed bottom-right above everything: call, and WhatsApp chat. They step
 * aside while a form field has focus (CSS, so even without JavaScript: a phone's keyboard is then
 * up and the field may sit under them), and while a price box, a table of figures, the filters or a
 * focused control is under them (use-step-aside.ts). On the enquiry form's pages there are none.
 */
export function ContactWidget({ phoneDisplay, phoneE164, whatsappNumber, whatsappGreeting, off = false, page }: ContactWidgetProps) {
  const ui = useUiStrings();
  const corner = useRef<HTMLElement>(null);
  const aside = useStepAside(corner, page, !off);
  if (off) return null;
  return (
    <aside
      ref={corner}
      data-print="hide"
      aria-label={ui.contactWidget.label}
      data-aside={aside}
      css={{
        position: "fixed",
        right: "max(1rem, env(safe-area-inset-right))",
        bottom: "max(1rem, env(safe-area-inset-bottom))",
        zIndex: theme.z.widget,
        display: "flex",
        flexDirection: "column",
        gap: theme.space.sm,
        "&[data-aside='true'] > a": stepAside,
        "html:has(:is(input, select, textarea):focus) & > a": stepAside,
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
