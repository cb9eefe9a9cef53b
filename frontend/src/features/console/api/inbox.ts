/**
 * The leads inbox kept live: the leads list and the navigation's new-lead count follow the
 * server's inbox events (GET /inbox/events) without a reload. Refetching on window focus stays as
 * a fallback, and the count is polled only while the event stream keeps failing.
 */
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { QueryParams } from "../../../lib/api";
import { watchInbox } from "../lib/inbox-stream";
import { consoleGet, type LeadPage, type NewCount } from "./console";
import { consoleKeys } from "./queries";

const EVENTS_URL = "/api/v1/console/inbox/events";
const POLL_MS = 30_000;
// The app's default keeps answers a minute and ignores focus; the inbox is fresh or it is useless.
const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;

export function useLeads(query: QueryParams) {
  return useQuery({
    queryKey: consoleKeys.leads(query),
    queryFn: () => consoleGet<LeadPage>("/leads", query),
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

/**
 * How many of the user's leads are new, for the console's frame to call once: while `enabled`
 * (the user may read leads) it holds the inbox's event stream open, sets the count from each
 * event and refreshes the leads lists and pages; unmounting (signing out) closes the stream.
 * While the stream fails the count is polled, and a polled change refreshes the lists too: the
 * badge and the list never disagree.
 */
export function useLiveInbox(enabled: boolean) {
  const client = useQueryClient();
  const [streamFailing, setStreamFailing] = useState(false);
  const streamable = typeof EventSource !== "undefined";
  useEffect(() => {
    if (!enabled || !streamable) return;
    // Same origin: the console's session cookie goes with the request.
    return watchInbox(() => new EventSource(EVENTS_URL), {
      onChange: (state) => client.setQueryData<NewCount>(consoleKeys.inbox(), state),
      onPollingChange: setStreamFailing,
    });
  }, [client, enabled, streamable]);
  const inbox = useQuery({
    queryKey: consoleKeys.inbox(),
    queryFn: () => consoleGet<NewCount>("/inbox"),
    enabled,
    refetchInterval: streamFailing || !streamable ? POLL_MS : false,
    ...LIVE,
  });
  useRefreshOnChange(inbox.data);
  return inbox;
}

/** Whenever the inbox's state moves (an event or a poll), the leads lists and the lead on
 * screen are asked again (a new lead may also join the deal of the lead on screen). */
function useRefreshOnChange(state: NewCount | undefined) {
  const client = useQueryClient();
  const seen = useRef<string | null>(null);
  const key = state ? `${state.new}:${state.latest}` : null;
  useEffect(() => {
    if (key === null) return;
    const first = seen.current === null;
    seen.current = key;
    if (first) return; // the lists on screen were loaded with this state
    void client.invalidateQueries({ queryKey: consoleKeys.leadLists() });
    void client.invalidateQueries({ queryKey: consoleKeys.leadDetails() });
  }, [client, key]);
}
