/**
 * A car's photos: the pictures in the site's order with Move earlier, Move later and
 * Delete, an upload of one or more photos, and each upload's progress: the worker makes a photo
 * of it within seconds (the list asks again every two seconds meanwhile) or says why it failed.
 */
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import type { ConsoleMe } from "../api/console";
import { useCarPhotos } from "../api/queries";
import { FormError } from "../components/Field";
import { moved } from "../lib/schema";

const ACCEPT = "image/jpeg,image/png,image/webp";

const UPLOAD_POLL_MS = 1000;

export function CarPhotos({ carId, carName, me, writable }: { carId: number; carName: string; me: ConsoleMe; writable: boolean }) {
  // The worker takes a photo within a second or two of its upload: look every second until it has.
  const { photos, upload, order, remove } = useCarPhotos(me, carId, UPLOAD_POLL_MS);
  const inputId = useId();
  const data = photos.data;
  if (!data) return <p role="status">Loading photos…</p>;
  const ids = data.photos.map((p) => p.id);
  return (
    <div className="flex flex-col gap-3">
      {data.photos.length === 0 && <p>No photos yet.</p>}
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`Photos of ${carName}`}>
        {data.photos.map((photo, index) => (
          <li key={photo.id} className="flex flex-col gap-1 rounded-site border border-border p-1" data-photo-id={photo.id}>
            <img src={photo.url} alt={`Photo ${index + 1} of ${carName}`} loading="lazy" className="aspect-[4/3] w-full rounded-site object-cover" width={400} height={300} />
            {writable && (
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="outline" disabled={index === 0 || order.isPending} aria-label={`Move photo ${index + 1} earlier`} onClick={() => order.mutate(moved(ids, index, index - 1))}>Earlier</Button>
                <Button size="sm" variant="outline" disabled={index === ids.length - 1 || order.isPending} aria-label={`Move photo ${index + 1} later`} onClick={() => order.mutate(moved(ids, index, index + 1))}>Later</Button>
                <Button size="sm" variant="outline" disabled={remove.isPending} aria-label={`Delete photo ${index + 1}`} onClick={() => remove.mutate({ photo: photo.id })}>Delete</Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {data.uploads.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Uploads">
          {data.uploads.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{u.file_name || "Photo"}</span>
              {u.status === "failed" ? <span className="text-danger">{`Failed: ${u.error ?? ""}`}</span> : <span role="status">Processing…</span>}
              {writable && (
                <Button size="sm" variant="outline" onClick={() => remove.mutate({ upload: u.id })}>{u.status === "failed" ? "Dismiss" : "Cancel"}</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writable && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">{`Add photos (JPEG, PNG or WebP; up to ${data.max_photos} a car)`}</label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={upload.isPending}
            className="min-h-11"
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = "";
              if (files.length) upload.mutate(files);
            }}
          />
        </div>
      )}
      <FormError error={upload.error ?? order.error ?? remove.error} />
    </div>
  );
}
