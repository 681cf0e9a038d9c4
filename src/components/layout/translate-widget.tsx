import { useState } from "react";
import { FaLanguage } from "react-icons/fa6";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { useLocale } from "../../i18n/locale-context";
import { pageIds } from "../../utils/page-ids";

type Status = "idle" | "loading" | "ready" | "failed";

const SCRIPT_ID = "google-translate-script";
const ELEMENT_ID = pageIds.translateElement;

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: { translate?: { TranslateElement: new (options: object, element: string) => unknown } };
  }
}

/**
 * Google's page translation, loaded only when the visitor asks (its script costs about a second
 * of main-thread time). Lives in the persistent layout, so it survives client-side navigation.
 * If the script cannot load, a plain sentence says so and the page carries on.
 */
export function TranslateWidget() {
  const ui = useUiStrings();
  // The language the page is written in (Google translates from it): "hi" on /hi/ pages.
  const pageLanguage = useLocale();
  const [status, setStatus] = useState<Status>("idle");

  const load = () => {
    if (status === "loading" || status === "ready" || document.getElementById(SCRIPT_ID)) return;
    setStatus("loading");
    window.googleTranslateElementInit = () => {
      try {
        const Element = window.google?.translate?.TranslateElement;
        if (!Element) throw new Error("no TranslateElement");
        new Element({ pageLanguage, autoDisplay: false }, ELEMENT_ID);
        setStatus("ready");
      } catch {
        setStatus("failed");
      }
    };
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit";
    script.async = true;
    script.onerror = () => {
      script.remove();
      setStatus("failed");
    };
    document.body.appendChild(script);
  };

  return (
    <div>
      {status !== "ready" && (
        <button
          type="button"
          onClick={load}
          disabled={status === "loading"}
          css={{
            display: "inline-flex",
            alignItems: "center",
            gap: theme.space.sm,
            minHeight: 44,
            padding: "0.4rem 1rem",
            borderRadius: theme.radii.round,
            border: `1px solid ${theme.colors.inverseMuted}`,
            background: "transparent",
            color: theme.colors.inverse,
            cursor: "pointer",
            "&:hover": { background: "rgba(255,255,255,0.1)" },
          }}
        >
          <FaLanguage aria-hidden="true" size="1.3rem" />
          <span>{status === "loading" ? ui.footer.translateLoading : ui.footer.translate}</span>
        </button>
      )}
      <div id={ELEMENT_ID} translate="no" />
      <p role="status" css={{ margin: "0.5rem 0 0", fontSize: theme.fontSizes.sm, color: theme.colors.inverseMuted, minHeight: "1.5em" }}>
        <span>{status === "failed" ? ui.footer.translateFailed : ""}</span>
      </p>
    </div>
  );
}
