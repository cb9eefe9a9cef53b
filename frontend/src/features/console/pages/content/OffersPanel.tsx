/**
 * Offers: the site's own (new, edited in the form generated from OfferIn, removed) and the
 * makers' national offers that reach the site, which can only be hidden or shown here.
 */
import { useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { consoleSend, type ConsoleMe, type OfferRow } from "../../api/console";
import { useChangeOffer, useOffers } from "../../api/queries";
import { FormError } from "../../components/Field";
import type { Draft } from "../../api/drafts";
import { newValue, type JsonSchema } from "../../lib/schema";
import { OfferImageUpload } from "./OfferImageUpload";
import { Preview } from "./PagesPanel";
import { SchemaEditor } from "./SchemaEditor";


export function OffersPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const offers = useOffers();
  const [editing, setEditing] = useState<OfferRow | "new" | null>(null);
  const { act, refresh } = useChangeOffer(me);
  if (!offers.data) return <p role="status">Loading…</p>;
  const current = editing === "new" ? null : editing;
  return (
    <section aria-label="Offers" className="flex flex-col gap-3">
      {editable && <div><Button onClick={() => setEditing("new")}>New offer</Button></div>}
      <FormError error={act.error} />
      {editing && (
        <SchemaEditor
          key={current?.id ?? "new"}
          label={current ? `Offer: ${String(current.values.name)}` : "New offer"}
          schema={offers.data.form_schema}
          saved={current?.values ?? (newValue(offers.data.form_schema as JsonSchema, offers.data.form_schema as JsonSchema) as Draft)}
          editable={editable}
          saveLabel={current ? "Save offer" : "Create offer"}
          send={(body) => consoleSend<OfferRow>(current ? "PUT" : "POST", current ? `/offers/${current.id}` : "/offers", body, me.csrf_token)}
          onSaved={(row) => {
            setEditing(row);
            void refresh();
          }}
          extra={editable ? (draft) => <Preview me={me} markdown={typeof draft.description === "string" ? draft.description : ""} /> : undefined}
          beside={editable ? (_draft, setField) => ({
            image_url: (
              <OfferImageUpload
                me={me}
                offerId={current?.id ?? null}
                imageUrl={typeof current?.values.image_url === "string" ? current.values.image_url : null}
                onChanged={(row) => {
                  // the saved offer and the draft name the new image; the rest of the draft stays as typed
                  setField("image_url", row.values.image_url ?? null);
                  setEditing(row);
                }}
              />
            ),
          }) : undefined}
        />
      )}
      {offers.data.offers.length === 0 ? (
        <p>No offers yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-site border border-border">
          {offers.data.offers.map((offer) => {
            const name = String(offer.values.name);
            return (
              <li key={offer.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="flex flex-col">
                  <span className="font-semibold">{name}</span>
                  <span className="text-sm text-muted">
                    {[offer.national ? `National offer of ${String(offer.values.manufacturer)}` : "This site's offer", offer.live ? "live today" : "outside its dates", offer.shown ? null : "hidden from this site"].filter(Boolean).join(" · ")}
                  </span>
                </div>
                {editable && (
                  <div className="flex flex-wrap gap-2">
                    {offer.national ? (
                      <Button size="sm" variant="outline" onClick={() => act.mutate({ method: "PUT", path: `/national-offers/${offer.id}`, body: { shown: !offer.shown } })} aria-label={`${offer.shown ? "Hide from this site" : "Show on this site"}: ${name}`}>
                        {offer.shown ? "Hide from this site" : "Show on this site"}
                      </Button>
                    ) : (
                      <>
                        <Button size="sm" variant="outline" onClick={() => setEditing(offer)} aria-label={`Edit: ${name}`}>Edit</Button>
                        <Button size="sm" variant="ghost" onClick={() => window.confirm(`Delete ${name}?`) && act.mutate({ method: "DELETE", path: `/offers/${offer.id}` })} aria-label={`Delete: ${name}`}>Delete</Button>
                      </>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
