// Written by `npm run model:schemas` from the model (model/fragments.ts): edit the model, not this file.
// Gatsby reads GraphQL fragments from a file's exports and finds them by name (@public for knip).
import { graphql } from "gatsby";

/** @public The enquiry form's words for its fields (model/enquiry-form.ts): labels, errors, the enquiry text's lines. */
export const enquiryFieldWords = graphql`
  fragment EnquiryFieldWords on ContactJson {
    form { choice { label none services packages } name { label hint } email { label hint } phone { label hint } contactBy { label phone whatsapp email } month { label none } dates { label hint } adults { label hint } children { label hint } departure { label hint } budget { label hint none bands { value label } } message { label hint } consent honeypot }
    errors { name email phone contactBy dates adults children departure message emailOrPhone needEmail needPhone consent tooFast }
    summary { from subject subjectFallback interestedIn email phone contactBy month dates adults children departure budget message }
  }
`;

/** @public The interface words every page carries (content/ui.json; everyPageUiWords in the model). */
export const uiWords = graphql`
  fragment UiWords on UiJson {
    locale
    languageName
    skipToContent
    newTabNote
    pageError { title text callLabel whatsappLabel }
    breadcrumbs { label home about services packages guides }
    header { home mainNav menu closeMenu quote followUs offers bannerPlay bannerPause }
    footer { legal privacy terms credentials quickLinks services contact photoCredits copyright visitors translateTitle translate translateLoading translateFailed }
    contactWidget { label call whatsapp }
    carousel { label slide status show pause play roleDescription slideRoleDescription }
    gallery { open previous next close viewer photos counter }
    service { enquire about highlights itinerary inclusions exclusions faq packages }
    catalogue { fromPrice explore }
    packages { from withGst withCharges tcs onRequest highlights included enquire view terms enquireAbout duration allInCategory }
    offers { title earlyBird group price none browse }
    notFound { home ask pages lookingFor allServices }
    people { profile networks { twitter facebook linkedin instagram } }
  }
`;

/** @public A package page's own words (content/ui.json › trip), with its page query. */
export const tripWords = graphql`
  fragment TripWords on UiJson {
    trip { duration summary photos openPhoto itinerary day meals noMeals overnight mealNames { breakfast lunch dinner } included excluded price from onRequestText options extras charges chargePayable { withBooking onTrip } chargeOptional seasons seasonDays departures anyDate newDatesSoon departureDate availability status { available fewSeats soldOut } seatsLeft seatLeftOne policies payment cancellation cancelWhen cancelCharge cancelFrom cancelBetween cancelUnder cancelCharged related payDeposit holdSeats perPerson perBooking deposit enquire enquireFor whatsapp whatsappMessage party { open title departure month option adults adultsHint children singleRooms line adult offer total gst onTrip tcs deposit balance balanceMonth payNow payDeposit enquire enquiry } }
  }
`;

/** @public The names of the kinds of page a search result can be, one per `searchKind` in model/routes.ts (content/search.json). */
export const searchKindWords = graphql`
  fragment SearchKindWords on SearchJson {
    kinds { package guide service page }
    kindFilter { label all package guide service page }
  }
`;

/** @public The grades and the trip-at-a-glance drawings' words (content/trip-glance.json), with the package page's and /packages' queries. */
export const tripGlanceWords = graphql`
  fragment TripGlanceWords on TripGlanceJson {
    grades { easy { name meaning } moderate { name meaning } challenging { name meaning } strenuous { name meaning } } title gradeLabel gradeSentence highestNight routeTitle profileTitle bands { high veryHigh } table { day stay altitude } metres day days showTable onboard { ship train } altitudeNote guideLink guideSection restDay restDayNote highPoint
  }
`;
