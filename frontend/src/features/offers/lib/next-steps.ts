/** What happens after a shopper enquires about an offer (the offers pages' "What happens next"). */
export const OFFER_STEPS = [
  "Choose Enquire Now on an offer and tell us how to reach you.",
  "The dealership contacts you to confirm the offer and the car it applies to, before it ends.",
  "Book a test drive, or come in and drive away on the offer.",
] as const;
