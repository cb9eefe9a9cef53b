/** A moment as the console shows it: "23 Nov 2026, 2:30 pm". */
export const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short" });
