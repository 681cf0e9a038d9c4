import { emptyEnquiry } from "../enquiry";
import { consentEntered, enteredValues, startingValues } from "../enquiry-start";

// The form's first values once its script runs: what the visitor entered before it ran, then the
// address's choice and the tab's draft.
const draft = { choice: "quote", name: "Draft Person", email: "draft@example.com", adults: "5", departure: "Kochi", message: "From the draft" };
const none = { entered: {}, draft: {}, choice: null, message: null };

describe("the form's first values", () => {
  it("are the server's (blank, 2 adults, 0 children) when nothing was entered and there is no draft", () => {
    expect(startingValues(none)).toEqual(emptyEnquiry);
  });

  it("keep every field the visitor entered over the draft's, and take the draft's where they left it empty", () => {
    const entered = { ...emptyEnquiry, name: "Meera Shah", adults: "3", message: "Somewhere quiet" };
    expect(startingValues({ ...none, entered, draft })).toEqual({
      ...emptyEnquiry,
      choice: "quote",
      name: "Meera Shah",
      email: "draft@example.com",
      adults: "3",
      departure: "Kochi",
      message: "Somewhere quiet",
    });
  });

  it("count a field holding only spaces, or the server's own value, as left empty", () => {
    const entered = { ...emptyEnquiry, name: "   ", adults: "2" };
    expect(startingValues({ ...none, entered, draft })).toMatchObject({ name: "Draft Person", adults: "5" });
  });

  it("keep the visitor's choice over the address's; the address's over the draft's", () => {
    const choice = "package:goa-beach-break";
    expect(startingValues({ ...none, entered: { ...emptyEnquiry, choice: "service:beach" }, draft, choice }).choice).toBe("service:beach");
    expect(startingValues({ ...none, entered: emptyEnquiry, draft, choice }).choice).toBe(choice);
  });

  it("begin the message from the address only when neither the visitor nor the draft has one", () => {
    const message = "Theme: Family";
    expect(startingValues({ ...none, message }).message).toBe(message);
    expect(startingValues({ ...none, draft, message }).message).toBe("From the draft");
    expect(startingValues({ ...none, entered: { message: "Mine" }, draft, message }).message).toBe("Mine");
  });

  it("keep the reply channel and the numbers the visitor chose", () => {
    const entered = { ...emptyEnquiry, contactBy: "email", childrenUnder12: "1", budget: "25000-50000" };
    expect(startingValues({ ...none, entered, draft: { contactBy: "phone", childrenUnder12: "4", budget: "under-25000" } })).toMatchObject({
      contactBy: "email",
      childrenUnder12: "1",
      budget: "25000-50000",
    });
  });
});

describe("reading the form's controls", () => {
  const form = () => {
    const el = document.createElement("form");
    el.innerHTML = `
      <input name="form-name" value="enquiry"><input name="name" value="Meera"><input name="adults" type="number" value="3">
      <input type="radio" name="contactBy" value="phone"><input type="radio" name="contactBy" value="email" checked>
      <select name="choice"><option value=""></option><option value="quote" selected></option></select>
      <textarea name="message">Hello</textarea><input type="checkbox" name="consent" value="yes">`;
    return el;
  };

  it("takes the visitor's fields only, with the checked radio and the chosen option", () => {
    expect(enteredValues(new FormData(form()))).toEqual({ name: "Meera", adults: "3", contactBy: "email", choice: "quote", message: "Hello" });
  });

  it("reads the consent box", () => {
    const el = form();
    expect(consentEntered(new FormData(el))).toBe(false);
    el.querySelector<HTMLInputElement>('[name="consent"]')!.checked = true;
    expect(consentEntered(new FormData(el))).toBe(true);
  });
});

describe("a departure picked on the package's page", () => {
  const pickedDate = { month: "2027-06", dates: "Saturday, 19 June 2027" };

  it("fills the month and the dates, over the draft's", () => {
    expect(startingValues({ ...none, draft: { month: "2027-01", dates: "Any weekend" }, pickedDate })).toMatchObject(pickedDate);
  });

  it("gives way to what the visitor entered before the script ran", () => {
    expect(startingValues({ ...none, entered: { ...emptyEnquiry, dates: "Late June" }, pickedDate })).toMatchObject({ month: "2027-06", dates: "Late June" });
  });
});
