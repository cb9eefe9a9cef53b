/**
 * /spin-to-win (always behind sign-in, spec: finance-signin-locations §2.2, §6): the site's prize
 * draw, its terms linked, who may enter and when; the signed-in shopper's entry form, or when they
 * entered. The entry is a lead (the dealer receives it like any other); the form is the leads
 * feature's, handed in by the route.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDateTime } from "../../lib/format";
import { useSite } from "../../lib/site";
import { sweepstakeKey, useSweepstake, type Sweepstake } from "./api/sweepstake";
import { entryDates, whoMayEnter } from "./lib/eligibility";

type Props = {
  /** The entry form; `onEntered` once the entry is taken. */
  entryForm: (onEntered: () => void) => ReactNode;
};

function Facts({ draw }: { draw: Sweepstake }) {
  const dates = entryDates(draw);
  return (
    <section aria-label="About the draw" className="flex flex-col gap-2 rounded-site border-2 border-primary p-4" data-testid="draw-facts">
      {draw.description && <p className="text-lg">{draw.description}</p>}
      <p>{whoMayEnter(draw)}</p>
      {dates && <p>{dates}</p>}
      <p>One entry per person.</p>
      <p>
        <Link href={draw.terms_path} className="font-semibold underline underline-offset-2">
          Read the draw's terms and conditions
        </Link>
      </p>
    </section>
  );
}

function Entered({ at }: { at: string }) {
  return (
    <section role="status" className="flex flex-col items-start gap-3 rounded-site bg-primary p-6 text-primary-contrast" data-testid="draw-entered">
      <p className="text-2xl font-bold">You're in the draw!</p>
      <p>{`You entered on ${formatDateTime(at)}. Good luck!`}</p>
    </section>
  );
}

export function SweepstakePage({ entryForm }: Props) {
  const site = useSite();
  const client = useQueryClient();
  const draw = useSweepstake();
  useDocumentTitle(`${draw.data?.name ?? "Spin to Win"} | ${site.name}`);

  let body: ReactNode;
  if (draw.isPending) body = <p className="text-muted">Loading the draw…</p>;
  else if (draw.isError) body = <p role="alert">Sorry, the draw could not be loaded. Please try again.</p>;
  else if (draw.data === null) {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg">There is no prize draw running at the moment.</p>
        <ButtonLink href="/special-offers">See our special offers</ButtonLink>
      </div>
    );
  } else {
    const data = draw.data;
    const onEntered = () => void client.invalidateQueries({ queryKey: sweepstakeKey });
    body = (
      <>
        <Facts draw={data} />
        {data.entered_at ? (
          <Entered at={data.entered_at} />
        ) : data.message ? (
          <p role="status" className="text-lg font-semibold" data-testid="draw-closed">
            {data.message}
          </p>
        ) : (
          <section aria-labelledby="enter-heading" className="flex flex-col gap-4">
            <h2 id="enter-heading" className="text-2xl font-bold">
              Enter the draw
            </h2>
            {entryForm(onEntered)}
          </section>
        )}
      </>
    );
  }
  return (
    <Container className="flex !max-w-3xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">{draw.data?.name ?? "Spin to Win"}</h1>
      {body}
    </Container>
  );
}
