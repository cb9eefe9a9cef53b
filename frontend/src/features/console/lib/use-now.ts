/** The time now, moving every minute: ages on screen ("12 minutes") stay true without a reload. */
import { useEffect, useState } from "react";

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
