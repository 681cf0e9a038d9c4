import type { SiteSettings } from "../../hooks/use-site-settings";
import { Icon } from "../icon/icon";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";

const row = { display: "flex", gap: theme.space.sm, alignItems: "baseline", margin: "0 0 0.5rem" };
const link = { color: theme.colors.inverse, textDecoration: "none", "&:hover": { textDecoration: "underline" } };

/** The office address, phone and email. */
export function FooterContact({ settings }: { settings: SiteSettings }) {
  const ui = useUiStrings();
  const { address } = settings;
  return (
    <div>
      <h2 css={{ fontSize: theme.fontSizes.md, color: theme.colors.inverse, margin: "0 0 0.75rem" }}>{ui.footer.contact}</h2>
      <address css={{ fontStyle: "normal" }}>
        <p css={row}>
          <Icon name="location" css={{ flexShrink: 0 }} />
          <span>
            {address.street}, {address.locality}, {address.city}, {address.region} {address.postalCode}, {address.country}
          </span>
        </p>
        <p css={row}>
          <Icon name="phone" css={{ flexShrink: 0 }} />
          <a href={`tel:${settings.phone.e164}`} css={link}>
            {settings.phone.display}
          </a>
        </p>
        <p css={row}>
          <Icon name="email" css={{ flexShrink: 0 }} />
          <a href={`mailto:${settings.email}`} css={link}>
            {settings.email}
          </a>
        </p>
      </address>
    </div>
  );
}
