/**
 * An offer's image uploaded beside its address, as a car's photos are: one JPEG, PNG or WebP
 * file, checked and made by the server (the server's message for a refused file shows by the
 * field), the offer's current image shown above, and the input disabled while a file goes up.
 * A new offer has no id yet: it is saved first.
 */
import { useId } from "react";
import { Button } from "../../../../components/ui/Button";
import { serverText } from "../../../../lib/api";
import type { ConsoleMe, OfferRow } from "../../api/console";
import { useOfferImage } from "../../api/queries";

const ACCEPT = "image/jpeg,image/png,image/webp";

type Props = { me: ConsoleMe; offerId: number | null; imageUrl: string | null; onChanged: (row: OfferRow) => void };

export function OfferImageUpload({ me, offerId, imageUrl, onChanged }: Props) {
  if (offerId === null) return <p className="text-sm text-muted">Save the offer first, then upload its image.</p>;
  return <Upload me={me} offerId={offerId} imageUrl={imageUrl} onChanged={onChanged} />;
}

function Upload({ me, offerId, imageUrl, onChanged }: Props & { offerId: number }) {
  const image = useOfferImage(me, offerId, onChanged);
  const inputId = useId();
  const errorId = useId();
  const error = image.error ? (serverText(image.error) ?? "The image could not be uploaded. Please try again.") : null;
  return (
    <div className="flex flex-col gap-2 rounded-site border border-border p-3" data-testid="offer-image">
      {imageUrl ? (
        <img src={imageUrl} alt="The offer's image now" className="aspect-[3/2] w-full max-w-xs rounded-site object-cover" width={320} height={213} />
      ) : (
        <p className="text-sm text-muted">No image yet.</p>
      )}
      <label htmlFor={inputId} className="text-sm font-semibold">
        Upload image (JPEG, PNG or WebP, up to 20 MB)
      </label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        disabled={image.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) image.mutate(file);
        }}
      />
      {image.isPending && (
        <div className="flex items-center gap-2">
          <progress aria-label="Uploading the image" className="w-40" />
          <span role="status">Uploading…</span>
        </div>
      )}
      {image.isSuccess && !image.isPending && <p role="status">{image.variables ? "Uploaded: the offer shows it now." : "Removed: the offer shows no image."}</p>}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {imageUrl && (
        <div>
          <Button size="sm" variant="outline" disabled={image.isPending} onClick={() => image.mutate(null)}>
            Remove image
          </Button>
        </div>
      )}
    </div>
  );
}
