/** @jest-environment node */
import { contentOf, tempProject } from "../__fixtures__/content";
import { latinFullStops } from "../full-stops";
import { latinStops } from "../../latin-stops";

describe("Latin full stops in Hindi", () => {
  it("finds a Latin full stop that ends a Hindi sentence, mid-text or at its end", () => {
    expect(latinStops("कठिनाई: मध्यम. ऊबड़-खाबड़ रास्ते")).toEqual(["कठिनाई: मध्यम."]);
    expect(latinStops("दिन 2 ऊँचाई की आदत डालने के लिए आराम का दिन है.")).toEqual(["…आदत डालने के लिए आराम का दिन है."]);
    expect(latinStops("लेह 1987 में बना.")).toEqual(["लेह 1987 में बना."]);
    // After a name in Latin letters too: the sentence is Hindi.
    expect(latinStops("© 2026 Summit & Sea Holidays. सर्वाधिकार सुरक्षित।")).toEqual(["© 2026 Summit & Sea Holidays."]);
    // Inside closing quotes, brackets or emphasis, and after a guide's link.
    expect(latinStops("(यह बाद में.) और **ज़रूरी.** फिर [हमें लिखें](/hi/contact).")).toEqual(["(यह बाद में.", "और **ज़रूरी.", "फिर [हमें लिखें]."]);
  });

  it("leaves a full stop that ends no sentence: decimals, addresses, e-mail, file names, abbreviations, ellipses", () => {
    expect(
      latinStops(
        "औसत 4.8 और 5.5 किलोमीटर; लिखें name@example.com पर; देखें https://www.example.com/a.b या www.example.com; फ़ाइल summit-sunrise.jpg, पैकेज lomiri-wallpapers-16.04; e.g. और St. Peter; लोड हो रहा है...",
      ),
    ).toEqual([]);
    expect(latinStops("An English sentence. Another.")).toEqual([]);
    expect(latinStops("भुगतान के बाद हम पुष्टि करते हैं।")).toEqual([]);
  });

  it("names the file and field or line of each, in content/hi/ only", () => {
    const project = tempProject();
    try {
      project.write("hi/trip-glance.json", JSON.stringify({ restDay: "दिन {day} आराम का दिन है.", metres: "{value} मीटर" }));
      project.write("hi/guides/ladakh.md", "---\ntitle: लद्दाख\n---\n\nपहले दिन पूरा आराम करें.\n");
      project.write("trip-glance.json", JSON.stringify({ restDay: "Day {day} is a rest day." }));
      expect(latinFullStops(contentOf({ root: project.root })).errors).toEqual([
        'content/hi/guides/ladakh.md › line 5: "पहले दिन पूरा आराम करें." ends a sentence with a Latin full stop; end it with "।" (content/README.md, "The Hindi edition")',
        'content/hi/trip-glance.json › restDay: "दिन {day} आराम का दिन है." ends a sentence with a Latin full stop; end it with "।" (content/README.md, "The Hindi edition")',
      ]);
    } finally {
      project.remove();
    }
  });
});
