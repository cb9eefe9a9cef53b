/**
 * The calendar's and appointments' server calls (TanStack Query), keyed under ["console",
 * "calendar"] and ["console", "appointment"]: booking a time, a reschedule or a cancellation
 * refreshes the whole console (the calendar, the waiting list, the lead's history and replies,
 * the lists).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryParams } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { consoleGet, consoleSend, type ConsoleMe } from "./console";

type Schemas = components["schemas"];
export type Calendar = Schemas["CalendarOut"];
export type CalendarDay = Schemas["CalendarDayOut"];
export type Appointment = Schemas["AppointmentOut"];
export type LeadAppointment = Schemas["LeadAppointmentOut"];
export type CalendarLocation = Schemas["CalendarLocationOut"];
export type Waiting = Schemas["WaitingOut"];
export type WaitingLead = Schemas["WaitingLeadOut"];

export const appointmentKeys = {
  calendars: () => ["console", "calendar"] as const,
  calendar: (query: QueryParams) => [...appointmentKeys.calendars(), query] as const,
  ofLead: (leadId: number) => ["console", "appointment", leadId] as const,
  waiting: (dealershipId: number | null) => [...appointmentKeys.calendars(), "waiting", dealershipId] as const,
};

/** A location's days and appointments: `location`, `start` and `days` (1 or 7) as asked. */
export function useCalendar(query: QueryParams) {
  return useQuery({
    queryKey: appointmentKeys.calendar(query),
    queryFn: () => consoleGet<Calendar>("/calendar", query),
    placeholderData: keepPreviousData,
  });
}

export function useLeadAppointment(leadId: number) {
  return useQuery({ queryKey: appointmentKeys.ofLead(leadId), queryFn: () => consoleGet<LeadAppointment>(`/leads/${leadId}/appointment`) });
}

/** The test drives and service bookings without a time yet: one dealership's, or all (null). */
export function useWaiting(dealershipId: number | null) {
  return useQuery({
    queryKey: appointmentKeys.waiting(dealershipId),
    queryFn: () => consoleGet<Waiting>("/calendar/waiting", dealershipId === null ? {} : { dealership_id: dealershipId }),
    placeholderData: keepPreviousData,
  });
}

export type BookTime = { location_id: number; date: string; time: string };

/** Gives a lead without a time one; the server tells the shopper (e-mail, and a text).
 * `onBooked` runs here, not as mutate()'s callback: the refresh unmounts the booking form (the
 * lead no longer waits), and TanStack Query drops the callbacks of an unmounted caller. */
export function useBookTime(me: ConsoleMe, leadId: number, onBooked: (appointment: Appointment) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookTime) => consoleSend<Appointment>("POST", `/leads/${leadId}/appointment`, body, me.csrf_token),
    onSuccess: (appointment) => {
      onBooked(appointment);
      return client.invalidateQueries({ queryKey: ["console"] });
    },
  });
}

export type Reschedule = { date: string; time: string };

/** Moves or cancels the appointment; the shopper is told by the server (e-mail, and a text). */
export function useChangeAppointment(me: ConsoleMe, appointmentId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ["console"] });
  const reschedule = useMutation({
    mutationFn: (body: Reschedule) => consoleSend<Appointment>("POST", `/appointments/${appointmentId}/reschedule`, body, me.csrf_token),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (reason: string) => consoleSend<Appointment>("POST", `/appointments/${appointmentId}/cancel`, { reason: reason || null }, me.csrf_token),
    onSuccess: refresh,
  });
  return { reschedule, cancel };
}
