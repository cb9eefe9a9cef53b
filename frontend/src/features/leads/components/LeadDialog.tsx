/** The lead dialog's content per kind (spec: vehicle §5 forms, search §2 photo request). */
import type { DialogLeadKind, LeadCar } from "../../../components/car-card/lead-opener";
import { PriceFigure } from "../../../components/price/PriceFigure";
import { Dialog, DialogContent } from "../../../components/ui/Dialog";
import { useCar } from "../../../lib/cars";
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
        <CarHeader car={car} />
        <LeadForm {...own} kind={kind} hasCar carSlug={car.slug} fixed={{ ...own.fixed, car_id: car.id }} onSubmitted={onClose} stickySubmit />
      </DialogContent>
    </Dialog>
  );
}

/** The car the form is about: its photo, name and price, from the car's own query (the page that
 * opened the dialog has it already; a card's page asks). The box keeps its size while it comes. */
function CarHeader({ car }: { car: LeadCar }) {
  const detail = useCar(car.slug, { retry: false }).data;
  const image = detail?.gallery.images[0];
  return (
    <div className="mb-4 flex min-h-16 items-center gap-3 rounded-site bg-surface p-2" data-testid="lead-car">
      <div className="h-14 w-20 shrink-0 overflow-hidden rounded-site bg-border">
        {image && <img src={image.src} alt="" width={80} height={56} className="size-full object-cover" />}
      </div>
      <div className="min-w-0">
        <p className="leading-tight font-semibold">{car.name}</p>
        <p className="flex min-h-6 flex-wrap items-baseline gap-x-2">
          {detail && <PriceFigure price={detail.price} className="font-bold" mutedClassName="text-sm text-muted" />}
        </p>
      </div>
    </div>
  );
}
