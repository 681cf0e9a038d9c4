import { graphql, navigate } from "gatsby";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useEnquiryDraft } from "../../hooks/use-enquiry-draft";
import { useLocale } from "../../i18n/locale-context";
import { localizePath } from "../../../model/locales";
import { enquiryFormAnchor, enquirySentPath, legalPaths } from "../../../model/routes";
import { businessTimeZone } from "../../../model/time-zone";
import {
  chosenLabels,
  choiceFromQuery,
  contactMethods,
  enquiryPayload,
  enquiryText,
  mailtoLink,
  pickedDateFromQuery,
  SEND_TIMEOUT_SECONDS,
  sendEnquiry,
  validateEnquiry,
  whatsappLink,
  type EnquiryErrors,
  type EnquiryLabels,
  type EnquiryValues,
} from "../../utils/enquiry";
import { nextMonths } from "../../utils/next-months";
import { CONSENT_VALUE, ENQUIRY_FORM_NAME, HONEYPOT_FIELD, sentTooFast } from "../../utils/enquiry-fields";
import { consentEntered, enteredValues } from "../../utils/enquiry-start";
import { dayIn } from "../../utils/calendar-day";
import { fill } from "../../utils/fill";
import { buttonStyles } from "../../components/button-link";
import { LocalizedLink } from "../../components/localized-link";
import { FormField, inputCss } from "./form-field";
import { ChoiceGroup, ConsentBox } from "./choice-group";
import { EnquiryResult } from "./enquiry-result";
import { enquiryRows, errorOrder, type EnquiryControl } from "./enquiry-controls";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { notSearched } from "../../utils/search-index";
import { monthLabel, tripMonths, type TripDepartures } from "../../utils/trip-months";
import { upcomingDepartures, type Departure } from "../../utils/departures";
import { useBusinessToday } from "../../hooks/use-business-today";

/** On a package's own enquiry page: the package, its departures (with each date in words) and the build's day in India. */
interface EnquiryTrip {
  slug: string;
  departures: TripDepartures & { readonly dates?: readonly (Pick<Departure, "date" | "status"> & { readonly dateText: string })[] | null };
  /** "YYYY-MM-DD": the server's page lists the months from it; the browser then from the visitor's day. */
  today: string;
}

interface EnquiryFormProps {
  copy: Queries.EnquiryCopyFragment;
  /** The language's twelve month names, in calendar order (`UiJson.monthNames`). */
  monthNames: readonly string[];
  services: readonly { slug: string; name: string }[];
  packages: readonly { slug: string; title: string }[];
  email: string;
  whatsappNumber: string;
  phone: { display: string; e164: string };
  /** The privacy notice's version (content/privacy.json): it travels with the consent. */
  privacyVersion: string;
  /**
   * On a package's own enquiry page: the package is chosen in the server's page (so without
   * JavaScript too), the month list holds the months the trip runs, and a departure's date in the
   * address (?date=2027-06-19) fills in the month and the dates.
   */
  trip?: EnquiryTrip;
}

const focusTarget = (field: string) => (field === "contactBy" ? `[name="contactBy"][data-first]` : `[name="${field}"]`);
const encode = (data: Record<string, string>) => new URLSearchParams(data).toString();
const row = { display: "grid", gap: theme.space.md, [mq.sm]: { gridTemplateColumns: "1fr 1fr" } };

/**
 * The enquiry form: a Netlify-style static-host form that posts natively without JavaScript (to
 * the thank-you page) and, with it, shows inline errors, keeps a draft, posts in the background
 * and goes to the same page, or offers WhatsApp and email with the enquiry typed when sending fails
 * or no answer comes within SEND_TIMEOUT_SECONDS.
 */
export function EnquiryForm({ copy, monthNames, services, packages, email, whatsappNumber, phone, privacyVersion, trip }: EnquiryFormProps) {
  const language = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const tripChoice = trip ? `package:${trip.slug}` : "";
  const today = useBusinessToday(trip?.today ?? "");
  const openDates = trip ? upcomingDepartures(trip.departures.dates, today).filter((d) => d.status !== "soldOut") : [];
  // Before hydration the server's form is live: what was entered there stays (src/utils/enquiry-start.ts).
  const { values, setValues, clear } = useEnquiryDraft(
    () => ({
      entered: formRef.current ? enteredValues(new FormData(formRef.current)) : {},
      choice: choiceFromQuery(window.location.search, { services: services.map((s) => s.slug), packages: packages.map((p) => p.slug) }),
      pickedDate: pickedDateFromQuery(window.location.search, openDates),
    }),
    trip ? { choice: tripChoice } : {},
  );
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [state, setState] = useState<"idle" | "sending" | "failed" | "timedOut" | "tooFast">("idle");
  const [months, setMonths] = useState<{ value: string; label: string }[]>([]);
  // Set once running: the static form (no JavaScript) keeps the browser's own checks of required fields.
  const [hydrated, setHydrated] = useState(false);
  const [renderedAt, setRenderedAt] = useState("");
  // From this month in India (a visitor abroad on the 31st may already be in the next month there).
  useEffect(() => setMonths(nextMonths(new Date(`${dayIn(businessTimeZone, new Date())}T00:00`), monthNames)), [monthNames]);
  useEffect(() => {
    if (formRef.current && consentEntered(new FormData(formRef.current))) setConsent(true);
    setHydrated(true);
    setRenderedAt(String(Date.now()));
  }, []);

  const { form } = copy;
  type Option = { value: string; label: string };
  const contactOptions = contactMethods.map((m) => ({ value: m, label: form.contactBy[m] }));
  // What the choice offers, grouped as the visitor reads it: services, then packages.
  const choiceGroups: { label: string; options: Option[] }[] = [
    { label: form.choice.services, options: services.map((s) => ({ value: `service:${s.slug}`, label: s.name })) },
    { label: form.choice.packages, options: packages.map((p) => ({ value: `package:${p.slug}`, label: p.title })) },
  ];
  const lists: Partial<Record<keyof EnquiryValues, Option[]>> = {
    choice: [{ value: "quote", label: copy.quoteLabel }, ...choiceGroups.flatMap((g) => g.options)],
    // The months the trip runs while it is the one chosen (the server's page lists them too); else the next twelve.
    month: trip && values.choice === tripChoice ? tripMonths(trip.departures, today).map((m) => ({ value: m, label: monthLabel(m, monthNames) })) : months,
    budget: form.budget.bands.map((b) => ({ value: b.value, label: b.label })),
    contactBy: contactOptions,
  };
  const labels: EnquiryLabels = Object.fromEntries(
    Object.entries(lists).map(([field, options]) => [field, Object.fromEntries(options.map((o) => [o.value, o.label]))]),
  );
  const set = (field: keyof EnquiryValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const optionsOf = (options: readonly Option[] = []) =>
    options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  // The options of each list (the choice's grouped: services, packages).
  const options: Partial<Record<keyof EnquiryValues, ReactNode>> = {
    choice: (
      <>
        {optionsOf(lists.choice?.slice(0, 1))}
        {choiceGroups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {optionsOf(g.options)}
          </optgroup>
        ))}
      </>
    ),
    month: optionsOf(lists.month),
    budget: optionsOf(lists.budget),
  };
  // A render function, not a component: a component made here would be new on every render, and
  // React would replace the controls (and lose focus) at each keystroke.
  const renderControl = ({ field, id, words, as, input }: EnquiryControl) => {
    const own = (form as unknown as Record<string, { label: string; hint?: string | null; none?: string | null }>)[words];
    const error = errors[field as keyof EnquiryErrors];
    // A typed field's attributes, the same for a line and a box.
    const typed = (describedBy: string | undefined, invalid: boolean) => ({
      id,
      name: field,
      ...input,
      value: values[field],
      onChange: set(field),
      "aria-describedby": describedBy,
      "aria-invalid": invalid,
    });
    if (as === "choices") {
      return (
        <ChoiceGroup
          key={id}
          id={id}
          name={field}
          legend={own.label}
          options={contactOptions}
          value={values[field]}
          error={error}
          onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
        />
      );
    }
    return (
      <FormField key={id} id={id} label={own.label} hint={own.hint} error={error}>
        {(describedBy, invalid) =>
          as === "select" ? (
            <select id={id} name={field} value={values[field]} onChange={set(field)} aria-describedby={describedBy} css={inputCss}>
              <option value="">{own.none}</option>
              {options[field]}
            </select>
          ) : as === "textarea" ? (
            <textarea {...typed(describedBy, invalid)} css={[inputCss, { resize: "vertical" }]} />
          ) : (
            <input {...typed(describedBy, invalid)} css={inputCss} />
          )
        }
      </FormField>
    );
  };
  const text = enquiryText(values, labels, copy.summary);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateEnquiry(values, consent, copy.errors);
    setErrors(found);
    const first = errorOrder.find((f) => found[f as keyof EnquiryErrors]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(focusTarget(first))?.focus();
      return;
    }
    if (sentTooFast(renderedAt, Date.now())) {
      setState("tooFast");
      return;
    }
    setState("sending");
    const honeypot = formRef.current?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? "";
    // At most SEND_TIMEOUT_SECONDS: then the same offer as a refused send, and the fields keep what was typed.
    const outcome = await sendEnquiry(encode(enquiryPayload(values, labels, { honeypot, language, renderedAt, consent, privacyVersion })));
    if (outcome !== "sent") {
      setState(outcome);
      return;
    }
    try {
      clear();
      await navigate(localizePath(enquirySentPath, language));
    } catch {
      setState("failed");
    }
  };

  return (
    <form
      {...notSearched}
      ref={formRef}
      id={enquiryFormAnchor}
      name={ENQUIRY_FORM_NAME}
      method="POST"
      action={localizePath(enquirySentPath, language)}
      data-netlify="true"
      data-netlify-honeypot={HONEYPOT_FIELD}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="enquiry-title"
      css={{
        display: "grid",
        gap: theme.space.md,
        background: theme.colors.background,
        padding: "clamp(1rem, 4vw, 2rem)",
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.card,
        minWidth: 0,
        // A link to the form lands on it below the sticky header.
        scrollMarginTop: theme.layout.headerHeight,
      }}
    >
      <h2 id="enquiry-title" css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>
        {copy.formTitle}
      </h2>
      <p css={{ margin: 0, color: theme.colors.muted }}>{copy.formIntro}</p>
      <input type="hidden" name="form-name" value={ENQUIRY_FORM_NAME} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="rendered-at" value={renderedAt} />
      <input type="hidden" name="privacy-version" value={privacyVersion} />
      {/* The words of each chosen option, beside its value (src/utils/enquiry-fields.ts). */}
      {Object.entries(chosenLabels(values, labels)).map(([field, words]) => (
        <input key={field} type="hidden" name={field} value={words} />
      ))}
      <p className="visually-hidden" aria-hidden="true">
        <label>
          {form.honeypot} <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>
      {enquiryRows.map((controls: readonly EnquiryControl[]) => {
        const fields = controls.map(renderControl);
        return controls.length > 1 ? (
          <div key={controls[0].id} css={row}>
            {fields}
          </div>
        ) : (
          fields
        );
      })}
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
        {copy.notice} <LocalizedLink to={legalPaths.privacy}>{copy.noticeLink}</LocalizedLink>
      </p>
      <ConsentBox
        id="enquiry-consent"
        name="consent"
        value={CONSENT_VALUE}
        label={form.consent}
        checked={consent}
        error={errors.consent}
        onChange={setConsent}
      />
      {(state === "failed" || state === "timedOut") && (
        <EnquiryResult
          title={copy.failureTitle}
          text={state === "timedOut" ? fill(copy.timeoutText, { seconds: SEND_TIMEOUT_SECONDS }) : copy.failureText}
          copy={copy}
          phone={phone}
          callLabel={copy.details.call}
          whatsappHref={whatsappLink(whatsappNumber, text)}
          mailtoHref={mailtoLink(email, `${copy.summary.subject}: ${labels.choice?.[values.choice] ?? copy.summary.subjectFallback}`, text)}
        />
      )}
      <p role="status" css={{ margin: 0, color: theme.colors.error, fontWeight: 600, "&:empty": { display: "none" } }}>
        {state === "tooFast" && <span>{copy.errors.tooFast}</span>}
      </p>
      <button type="submit" disabled={state === "sending"} css={[buttonStyles("accent"), { justifySelf: "start", minWidth: 200 }]}>
        {state === "sending" ? copy.sending : copy.send}
      </button>
    </form>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const enquiryCopyFragment = graphql`
  fragment EnquiryCopy on ContactJson {
    formTitle
    formIntro
    quoteLabel
    failureTitle
    failureText
    timeoutText
    notice
    noticeLink
    ...EnquiryFieldWords
    send
    sending
    sendOnWhatsapp
    sendByEmail
    details { call }
  }
`;
