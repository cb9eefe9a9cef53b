/** The account feature's query keys, under the session's root (lib/session.ts SESSION_KEY is
 * ["account", "session"]): signing out removes them all at once. */
export const accountKeys = {
  all: ["account"] as const,
  garage: () => [...accountKeys.all, "garage"] as const,
  deals: () => [...accountKeys.all, "deals"] as const,
  watchlist: () => [...accountKeys.all, "watchlist"] as const,
};
