/** /finance/applications/{id}: what the shopper sent to the lender and where it stands (only the
 * shopper who applied, signed in, can see it). */
import { useLocation, useParams } from "react-router";
import { tradeInHref } from "../../components/car-card/actions";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { ApiError } from "../../lib/api";
import { useDocumentTitle } from "../../lib/document-title";
import { REPAYMENT_WORDS, useRepaymentFrequency } from "../../lib/car-finance";
import { formatPrice } from "../../lib/format";
import { useApplication } from "./api/queries";

export function ApplicationPage() {
  const { id = "" } = useParams();
  const application = useApplication(id);
  const frequency = useRepaymentFrequency();
  const purchase = useLocation().state as { deal?: string; carSlug?: string } | null;
  useDocumentTitle("Your finance application");
  const a = application.data;
  if (application.error) {
    const missing = application.error instanceof ApiError && application.error.status === 404;
    return (
      <Container className="py-10">
        <h1 className="text-3xl font-bold">Your finance application</h1>
        <p>{missing ? "We could not find this application." : "An unknown error occurred."}</p>
      </Container>
    );
  }
  if (!a) return <Container className="py-10" aria-busy="true"><p>Loading your application...</p></Container>;
  const s = a.submitted;
  const rows: [string, string][] = [
    ["Name", [s.firstName, s.lastName].filter(Boolean).join(" ")],
    ["Email", s.email],
    ["Mobile", `0${s.phoneNumber.replace(/^\+61/, "")}`],
    ["Purchase price", formatPrice(s.purchasePrice)],
    ["Loan term", `${s.loanTerm} years`],
    ["Credit self-assessment", s.selfAssessedCreditScore],
  ];
  if (s.postCode) rows.push(["Postcode", s.postCode]);
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">Your finance application</h1>
      <div className="rounded-site bg-surface p-4" data-testid="application-status">
        <p className="text-sm text-muted">{`Status with ${a.lender}`}</p>
        <p className="text-xl font-bold">{a.status_text}</p>
        <p className="text-sm text-muted">{`Reference ${a.id}, sent ${new Date(a.created_at).toLocaleString("en-AU")}`}</p>
      </div>
      {a.quote && (
        <p>{`Indicative repayment ${formatPrice(Math.round(frequency === "weekly" ? a.quote.weeklyRepaymentAmount : a.quote.monthlyRepaymentAmount))} ${REPAYMENT_WORDS[frequency].per} at ${a.quote.advertisedRate.toFixed(2)}% p.a. (comparison rate ${a.quote.comparisonRate.toFixed(2)}% p.a.*)`}</p>
      )}
      <section aria-labelledby="submitted">
        <h2 id="submitted" className="mb-2 text-xl font-bold">
          What you sent
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {a.car && (
        <p>
          For <Link href={a.car.path}>{a.car.name}</Link>
        </p>
      )}
      {purchase?.deal && purchase.carSlug && (
        <ButtonLink href={tradeInHref({ slug: purchase.carSlug }, purchase.deal)} data-testid="next-trade-in">
          Next: value your trade-in
        </ButtonLink>
      )}
    </Container>
  );
}
