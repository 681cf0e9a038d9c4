// Three trips' nights as the package pages give them: Ladakh (high, a loop back to Leh), a coastal
// cruise (every night on board) and Kerala (hills down to the backwaters, never high).
import type { TripNight } from "../../../utils/trip-geometry";

const leh = { altitude: 3500, latitude: 34.1526, longitude: 77.5771 };

export const ladakh: TripNight[] = [
  { day: 1, place: "Leh", ...leh },
  { day: 2, place: "Leh", ...leh },
  { day: 3, place: "Camp in Hunder, Nubra Valley", altitude: 3050, latitude: 34.583, longitude: 77.483 },
  { day: 4, place: "Lakeside camp at Pangong Tso", altitude: 4250, latitude: 33.9072, longitude: 78.4573 },
  { day: 5, place: "Leh", ...leh },
  { day: 6, place: "Leh", ...leh },
];

export const ladakhHindi: TripNight[] = ladakh.map((night, i) => ({
  ...night,
  place: ["लेह", "लेह", "हुंडर का कैंप, नुब्रा घाटी", "पैंगोंग त्सो के किनारे कैंप", "लेह", "लेह"][i],
}));

export const cruise: TripNight[] = [
  { day: 1, place: "Ocean-view cabin at sea", onboard: "ship", altitude: 0 },
  { day: 2, place: "Ocean-view cabin at sea", onboard: "ship", altitude: 0 },
];

/** Two nights at sea, one off Port Blair, then a hotel there. */
export const andaman: TripNight[] = [
  { day: 1, place: "On board, Bay of Bengal", onboard: "ship" },
  { day: 2, place: "On board, Bay of Bengal", onboard: "ship" },
  { day: 3, place: "On board, off Port Blair", onboard: "ship" },
  { day: 4, place: "Hotel in Port Blair", altitude: 10, latitude: 11.6234, longitude: 92.7265 },
];

export const kerala: TripNight[] = [
  { day: 1, place: "Munnar", altitude: 1532, latitude: 10.0889, longitude: 77.0595 },
  { day: 2, place: "Munnar", altitude: 1532, latitude: 10.0889, longitude: 77.0595 },
  { day: 3, place: "Thekkady", altitude: 900, latitude: 9.6031, longitude: 77.1615 },
  { day: 4, place: "Alleppey", altitude: 1, latitude: 9.4981, longitude: 76.3388 },
  { day: 5, place: "Private houseboat on Vembanad Lake", altitude: 0, latitude: 9.5916, longitude: 76.393 },
];

/** The package page's words for the drawings, as the content files would give them. */
export const routeWords = {
  en: { title: "The trip at a glance", day: "Day {days}", days: "Days {days}", ship: "On board a ship", train: "On a train", metres: "{value} m" },
  hi: { title: "एक नज़र में यात्रा", day: "दिन {days}", days: "दिन {days}", ship: "जहाज़ पर", train: "ट्रेन में", metres: "{value} मी" },
};

export const profileWords = {
  en: {
    title: "Altitude, night by night",
    showTable: "Show as a table",
    dayColumn: "Day",
    stopColumn: "Night's stop",
    altitudeColumn: "Altitude",
    metres: "{value} m",
    high: "2,500-3,500 m: take it slowly",
    veryHigh: "Above 3,500 m: rest on arrival",
    highPoint: "Day {day}: over {name} ({altitude})",
  },
  hi: {
    title: "हर रात की ऊँचाई",
    showTable: "तालिका के रूप में देखें",
    dayColumn: "दिन",
    stopColumn: "रात का ठहराव",
    altitudeColumn: "ऊँचाई",
    metres: "{value} मी",
    high: "2,500-3,500 मी: धीरे चलें",
    veryHigh: "3,500 मी से ऊपर: पहुँचकर आराम करें",
    highPoint: "दिन {day}: {name} ({altitude}) पार करेंगे",
  },
};
