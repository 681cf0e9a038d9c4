import { graphql, navigate } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useEnquiryDraft } from "../../hooks/use-enquiry-draft";
import { useLocale } from "../../i18n/locale-context";
import { localizePath } from "../../../model/locales";
import { enquirySentPath, legalPaths } from "../../../model/routes";
import { businessTimeZone } from "../../../model/time-zone";
import { chosenLabels, choiceFromQuery, contactMethods, enquiryPayload, enquiryText, mailtoLink, nextMonths, validateEnquiry, whatsappLink, type EnquiryErrors, type EnquiryLabels, type EnquiryValues } from "../../utils/enquiry";
import { CONSENT_VALUE, ENQUIRY_FORM_NAME, HONEYPOT_FIELD, sentTooFast } from "../../utils/enquiry-fields";
import { consentEntered, enteredValues } from "../../utils/enquiry-start";
import { dayIn } from "../../utils/calendar-day";
import { buttonStyles } from "../../components/button-link";
import { LocalizedLink } from "../../components/localized-link";
import { FormField, inputCss } from "./form-field";
import { ChoiceGroup, ConsentBox } from "./choice-group";
import { EnquiryResult } from "./enquiry-result";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

interface EnquiryFormProps {
  copy: Queries.EnquiryCopyFragment;
  /** For the month names (content/ui.json). */
  locale: string;
  services: readonly { slug: string; name: string }[];
  packages: readonly { slug: string; title: string }[];
  email: string;
  whatsappNumber: string;
  phone: { display: string; e164: string };
  /** The privacy notice's version (content/privacy.json): it travels with the consent. */
  privacyVersion: string;
}

// Where focus goes on an error: each field's control, in the form's order.
const FIELD_ORDER: (keyof EnquiryErrors)[] = ["name", "email", "phone", "contactBy", "dates", "adults", "childrenUnder12", "departure", "message", "consent"];
const focusTarget = (field: keyof EnquiryErrors) => (field === "contactBy" ? `[name="contactBy"][data-first]` : `[name="${field}"]`);
const encode = (data: Record<string, string>) => new URLSearchParams(data).toString();
const row = { display: "grid", gap: theme.space.md, [mq.sm]: { gridTemplateColumns: "1fr 1fr" } };

/**
 * The enquiry form: a Netlify-style static-host form that posts natively without JavaScript (to
 * the thank-you page) and, with it, shows inline errors, keeps a draft, posts in the background
 * and goes to the same page, or offers WhatsApp and email with the enquiry typed when sending fails.
 */
export function EnquiryForm({ copy, locale, services, packages, email, whatsappNumber, phone, privacyVersion }: EnquiryFormProps) {
  const language = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  // Before hydration the server's form is live: what was entered there stays (src/utils/enquiry-start.ts).
  const { values, setValues, clear } = useEnquiryDraft(() => ({
    entered: formRef.current ? enteredValues(new FormData(formRef.current)) : {},
    choice: choiceFromQuery(window.location.search, { services: services.map((s) => s.slug), packages: packages.map((p) => p.slug) }),
  }));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [state, setState] = useState<"idle" | "sending" | "failed" | "tooFast">("idle");
  const [months, setMonths] = useState<{ value: string; label: string }[]>([]);
  // Set once running: the static form (no JavaScript) keeps the browser's own checks of required fields.
  const [hydrated, setHydrated] = useState(false);
  const [renderedAt, setRenderedAt] = useState("");
  // From this month in India (a visitor abroad on the 31st may already be in the next month there).
  useEffect(() => setMonths(nextMonths(new Date(`${dayIn(businessTimeZone, new Date())}T00:00`), locale)), [locale]);
  useEffect(() => {
    if (formRef.current && consentEntered(new FormData(formRef.current))) setConsent(true);
    setHydrated(true);
    setRenderedAt(String(Date.now()));
  }, []);

  const { form } = copy;
  const contactOptions = contactMethods.map((m) => ({ value: m, label: form.contactBy[m] }));
  const labels: EnquiryLabels = {
    choice: {
      quote: copy.quoteLabel,
      ...Object.fromEntries(services.map((s) => [`service:${s.slug}`, s.name])),
      ...Object.fromEntries(packages.map((p) => [`package:${p.slug}`, p.title])),
    },
    month: Object.fromEntries(months.map((m) => [m.value, m.label])),
    budget: Object.fromEntries(form.budget.bands.map((b) => [b.value, b.label])),
    contactBy: Object.fromEntries(contactOptions.map((o) => [o.value, o.label])),
  };
  const set = (field: keyof EnquiryValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const text = enquiryText(values, labels, copy.summary);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateEnquiry(values, consent, copy.errors);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
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
    try {
      const response = await fetch("/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: encode(enquiryPayload(values, labels, { honeypot, language, renderedAt, consent, privacyVersion })),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      clear();
      await navigate(localizePath(enquirySentPath, language));
    } catch {
      setState("failed");
    }
  };

  return (
    <form
      ref={formRef}
      name={ENQUIRY_FORM_NAME}
      method="POST"
      action={localizePath(enquirySentPath, language)}
      data-netlify="true"
      data-netlify-honeypot={HONEYPOT_FIELD}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="enquiry-title"
      css={{ display: "grid", gap: theme.space.md, background: theme.colors.background, padding: "clamp(1rem, 4vw, 2rem)", borderRadius: theme.radii.lg, boxShadow: theme.shadows.card, minWidth: 0 }}
    >
      <h2 id="enquiry-title" css={{ margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>{copy.formTitle}</h2>
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
      <FormField id="enquiry-choice" label={form.choice.label}>
        {(describedBy) => (
          <select id="enquiry-choice" name="choice" value={values.choice} onChange={set("choice")} aria-describedby={describedBy} css={inputCss}>
            <option value="">{form.choice.none}</option>
            <option value="quote">{copy.quoteLabel}</option>
            <optgroup label={form.choice.services}>
              {services.map((s) => (
                <option key={s.slug} value={`service:${s.slug}`}>{s.name}</option>
              ))}
            </optgroup>
            <optgroup label={form.choice.packages}>
              {packages.map((p) => (
                <option key={p.slug} value={`package:${p.slug}`}>{p.title}</option>
              ))}
            </optgroup>
          </select>
        )}
      </FormField>
      <FormField id="enquiry-name" label={form.name.label} error={errors.name}>
        {(describedBy, invalid) => <input id="enquiry-name" name="name" required autoComplete="name" value={values.name} onChange={set("name")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
      </FormField>
      <div css={row}>
        <FormField id="enquiry-email" label={form.email.label} hint={form.email.hint} error={errors.email}>
          {(describedBy, invalid) => <input id="enquiry-email" name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
        <FormField id="enquiry-phone" label={form.phone.label} hint={form.phone.hint} error={errors.phone}>
          {(describedBy, invalid) => <input id="enquiry-phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set("phone")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
      </div>
      <ChoiceGroup
        id="enquiry-contact-by"
        name="contactBy"
        legend={form.contactBy.label}
        options={contactOptions}
        value={values.contactBy}
        error={errors.contactBy}
        onChange={(contactBy) => setValues((v) => ({ ...v, contactBy }))}
      />
      <div css={row}>
        <FormField id="enquiry-month" label={form.month.label}>
          {(describedBy) => (
            <select id="enquiry-month" name="month" value={values.month} onChange={set("month")} aria-describedby={describedBy} css={inputCss}>
              <option value="">{form.month.none}</option>
              {months.map((m) => (
                <option key={m.value} value={m.value}>{m.label}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="enquiry-dates" label={form.dates.label} hint={form.dates.hint} error={errors.dates}>
          {(describedBy, invalid) => <input id="enquiry-dates" name="dates" value={values.dates} onChange={set("dates")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
      </div>
      <div css={row}>
        <FormField id="enquiry-adults" label={form.adults.label} hint={form.adults.hint} error={errors.adults}>
          {(describedBy, invalid) => <input id="enquiry-adults" name="adults" type="number" required min={1} max={50} inputMode="numeric" value={values.adults} onChange={set("adults")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
        <FormField id="enquiry-children" label={form.children.label} hint={form.children.hint} error={errors.childrenUnder12}>
          {(describedBy, invalid) => <input id="enquiry-children" name="childrenUnder12" type="number" min={0} max={50} inputMode="numeric" value={values.childrenUnder12} onChange={set("childrenUnder12")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
      </div>
      <div css={row}>
        <FormField id="enquiry-departure" label={form.departure.label} hint={form.departure.hint} error={errors.departure}>
          {(describedBy, invalid) => <input id="enquiry-departure" name="departure" autoComplete="address-level2" value={values.departure} onChange={set("departure")} aria-describedby={describedBy} aria-invalid={invalid} css={inputCss} />}
        </FormField>
        <FormField id="enquiry-budget" label={form.budget.label} hint={form.budget.hint}>
          {(describedBy) => (
            <select id="enquiry-budget" name="budget" value={values.budget} onChange={set("budget")} aria-describedby={describedBy} css={inputCss}>
              <option value="">{form.budget.none}</option>
              {form.budget.bands.map((b) => (
                <option key={b.value} value={b.value}>{b.label}</option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id="enquiry-message" label={form.message.label} hint={form.message.hint} error={errors.message}>
        {(describedBy, invalid) => <textarea id="enquiry-message" name="message" rows={5} value={values.message} onChange={set("message")} aria-describedby={describedBy} aria-invalid={invalid} css={[inputCss, { resize: "vertical" }]} />}
      </FormField>
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
        {copy.notice} <LocalizedLink to={legalPaths.privacy}>{copy.noticeLink}</LocalizedLink>
      </p>
      <ConsentBox id="enquiry-consent" name="consent" value={CONSENT_VALUE} label={form.consent} checked={consent} error={errors.consent} onChange={setConsent} />
      {state === "failed" && (
        <EnquiryResult
          title={copy.failureTitle}
          text={copy.failureText}
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
    notice
    noticeLink
    form {
      name { label hint }
      email { label hint }
      phone { label hint }
      choice { label none services packages }
      month { label none }
      dates { label hint }
      adults { label hint }
      children { label hint }
      departure { label hint }
      budget { label hint none bands { value label } }
      contactBy { label phone whatsapp email }
      message { label hint }
      consent
      honeypot
    }
    errors { name emailOrPhone email phone needEmail needPhone dates adults children departure contactBy message consent tooFast }
    send
    sending
    sendOnWhatsapp
    sendByEmail
    details { call }
    summary { from subject subjectFallback interestedIn month dates adults children departure budget contactBy email phone message }
  }
`;
