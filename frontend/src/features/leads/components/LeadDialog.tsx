/** The lead dialog's content per kind (spec: vehicle §5 forms, search §2 photo request). */
import type { DialogLeadKind, LeadCar } from "../../../components/car-card/lead-opener";
import { Dialog, DialogContent } from "../../../components/ui/Dialog";
import { enquiryForm, testDriveForm } from "../lib/forms";
import { LeadForm, type LeadFormProps } from "./LeadForm";

const TITLES: Record<DialogLeadKind, string> = {
  enquiry: "Enquire",
  test_drive: "Book a Test Drive",
  photo_request: "Request More Photos",
  find_similar: "Find Me Something Similar",
};

const PER_KIND: Record<DialogLeadKind, Partial<LeadFormProps>> = {
  enquiry: { submitLabel: "Send Enquiry", ...enquiryForm() },
  test_drive: { comments: "optional", commentsLabel: "Message", submitLabel: "Book Test Drive", shape: testDriveForm().shape },
  // The hidden "Please send photos for this car" is the server's default for the request field.
  photo_request: { comments: "optional", commentsLabel: "Message", submitLabel: "Request Photos" },
  find_similar: {
    comments: "optional",
    commentsLabel: "What are you looking for?",
    submitLabel: "Find Me Something Similar",
    intro: <p>This car has been sold. Tell us what you are after and we will find you one like it.</p>,
  },
};

type Props = { kind: DialogLeadKind; car: LeadCar; onClose: () => void };

export default function LeadDialog({ kind, car, onClose }: Props) {
  const own = PER_KIND[kind];
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={TITLES[kind]} className="sm:w-[min(44rem,calc(100vw-2rem))]">
        <p className="mb-4 font-semibold text-muted">{car.name}</p>
        <LeadForm {...own} kind={kind} hasCar carSlug={car.slug} fixed={{ ...own.fixed, car_id: car.id }} onSubmitted={onClose} />
      </DialogContent>
    </Dialog>
  );
}
