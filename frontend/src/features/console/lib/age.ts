/** How long ago a lead came in, as the inbox shows it: "just now", "1 minute", "3 hours 20
 * minutes", "2 days" (the largest two units, each with its own plural). */
const UNITS = [
  ["day", 24 * 60],
  ["hour", 60],
  ["minute", 1],
] as const;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

export function leadAge(createdAt: string | Date, now: Date = new Date()): string {
  let minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(minutes / size);
    if (count > 0 && parts.length < 2) parts.push(plural(count, unit));
    minutes -= count * size;
    if (parts.length && unit === "day") break; // days alone: "2 days", not "2 days 3 hours"
  }
  return parts.join(" ");
}
