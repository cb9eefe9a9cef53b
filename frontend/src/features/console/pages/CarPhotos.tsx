/**
 * A car's photos: the pictures in the site's order (the first is the cover), moved by drag and
 * drop or from the keyboard (a photo's Move button picks it up, the arrow keys move it, Enter or
 * Space puts it down, Escape puts it back), made the cover in one click, deleted one or several
 * at a time; an upload of one or more photos, and each upload's progress: the worker makes a
 * photo of it within seconds (the list asks again every second meanwhile) or says why it failed.
 *
 * A move is shown at once and sent when it ends, as one request with the whole order and the
 * version of the list it was made from; a stale one is refused and the list reloads.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/Button";
import type { ConsoleMe } from "../api/console";
import { useCarPhotos } from "../api/queries";
import { FormError } from "../components/Field";
import { moved } from "../lib/schema";

const ACCEPT = "image/jpeg,image/png,image/webp";

const UPLOAD_POLL_MS = 1000;
const EARLIER = new Set(["ArrowLeft", "ArrowUp"]);
const LATER = new Set(["ArrowRight", "ArrowDown"]);

export function CarPhotos({ carId, carName, me, writable }: { carId: number; carName: string; me: ConsoleMe; writable: boolean }) {
  // The worker takes a photo within a second or two of its upload: look every second until it has.
  const { photos, upload, order, remove, removeSeveral } = useCarPhotos(me, carId, UPLOAD_POLL_MS);
  const inputId = useId();
  const helpId = useId();
  const [draft, setDraftState] = useState<number[] | null>(null); // the order while a move is under way
  // Also kept outside React's state: a drop can arrive before the drag-over's render.
  const latest = useRef<number[] | null>(null);
  const setDraft = (next: number[] | null) => {
    latest.current = next;
    setDraftState(next);
  };
  const [dragged, setDraggedState] = useState<number | null>(null);
  const draggedRef = useRef<number | null>(null);
  const setDragged = (id: number | null) => {
    draggedRef.current = id;
    setDraggedState(id);
  };
  const [grabbed, setGrabbed] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const handles = useRef(new Map<number, HTMLButtonElement>());
  // Moving a node in the page drops its focus: give it back to the photo being moved.
  useEffect(() => {
    if (grabbed !== null) handles.current.get(grabbed)?.focus();
  }, [grabbed, draft]);
  const data = photos.data;
  if (!data) return <p role="status">Loading photos…</p>;
  const saved = data.photos.map((p) => p.id);
  const ids = draft ?? (order.isPending ? order.variables.ids : saved);
  const byId = new Map(data.photos.map((p) => [p.id, p]));
  const busy = order.isPending || removeSeveral.isPending || remove.isPending;
  const chosen = saved.filter((id) => selected.has(id));

  const send = (next: number[]) => {
    setDraft(null);
    if (next.join() !== saved.join()) order.mutate({ ids: next, version: data.version });
  };
  const moveTo = (id: number, to: number) => {
    const current = latest.current ?? ids;
    const from = current.indexOf(id);
    if (from < 0 || to < 0 || to >= current.length || from === to) return;
    setDraft(moved(current, from, to));
    return to;
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, id: number) => {
    if (grabbed !== id) return; // Enter and Space pick it up through the button's click
    const at = ids.indexOf(id);
    if (EARLIER.has(event.key) || LATER.has(event.key)) {
      event.preventDefault();
      const to = moveTo(id, EARLIER.has(event.key) ? at - 1 : at + 1);
      if (to !== undefined) setAnnouncement(`Photo moved to place ${to + 1} of ${ids.length}.`);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setGrabbed(null);
      setDraft(null);
      setAnnouncement("Move cancelled: the order is as it was.");
    }
  };
  const onHandleClick = (id: number) => {
    if (grabbed === id) {
      setGrabbed(null);
      const final = latest.current ?? ids;
      setAnnouncement(`Photo put down at place ${final.indexOf(id) + 1} of ${final.length}.`);
      send(final);
    } else {
      setGrabbed(id);
      setDraft(ids);
      setAnnouncement(`Photo ${ids.indexOf(id) + 1} picked up: move it with the arrow keys, put it down with Enter or Space, Escape to cancel.`);
    }
  };
  const dragProps = (id: number) =>
    writable
      ? {
          draggable: !busy,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(id));
            setDragged(id);
            setDraft(ids);
          },
          onDragOver: (event: DragEvent) => {
            const moving = draggedRef.current;
            if (moving === null) return;
            event.preventDefault();
            if (moving !== id) moveTo(moving, (latest.current ?? ids).indexOf(id));
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            setDragged(null);
            send(latest.current ?? ids);
          },
          onDragEnd: () => {
            // dropped outside the list: nothing moves
            if (draggedRef.current !== null) setDraft(null);
            setDragged(null);
          },
        }
      : {};
  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-3">
      {data.photos.length === 0 && <p>No photos yet.</p>}
      {writable && data.photos.length > 1 && (
        <p id={helpId} className="text-sm text-muted">
          Drag a photo to move it, or use its Move button: Enter or Space picks it up, the arrow keys move it, Enter or Space puts it down. The first photo is the cover.
        </p>
      )}
      <p role="status" aria-live="assertive" className="sr-only">{announcement}</p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`Photos of ${carName}`} data-testid="car-photos">
        {ids.map((id, index) => {
          const photo = byId.get(id);
          if (!photo) return null;
          const place = index + 1;
          return (
            <li
              key={id}
              className={`flex flex-col gap-1 rounded-site border-2 p-1 ${grabbed === id || dragged === id ? "border-primary" : "border-border"}`}
              data-photo-id={id}
              {...dragProps(id)}
            >
              <div className="relative">
                <img src={photo.url} alt={`Photo ${place} of ${carName}`} loading="lazy" draggable={false} className="aspect-[4/3] w-full rounded-site object-cover" width={400} height={300} />
                {index === 0 && <span className="absolute left-1 top-1 rounded-site bg-primary px-2 text-sm font-semibold text-primary-contrast">Cover</span>}
              </div>
              {writable && (
                <div className="flex flex-wrap items-center gap-1">
                  <Button
                    variant={grabbed === id ? "primary" : "outline"}
                    aria-pressed={grabbed === id}
                    aria-label={`Move photo ${place}`}
                    aria-describedby={data.photos.length > 1 ? helpId : undefined}
                    disabled={busy || data.photos.length < 2}
                    onClick={() => onHandleClick(id)}
                    onKeyDown={(event) => onHandleKey(event, id)}
                    ref={(node) => {
                      if (node) handles.current.set(id, node);
                      else handles.current.delete(id);
                    }}
                    className="cursor-grab"
                  >
                    Move
                  </Button>
                  {index > 0 && (
                    <Button variant="outline" disabled={busy || grabbed !== null} aria-label={`Make cover: photo ${place}`} onClick={() => send(moved(ids, index, 0))}>
                      Make cover
                    </Button>
                  )}
                  <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-2 px-1 text-sm font-semibold">
                    <input type="checkbox" className="size-5" checked={selected.has(id)} onChange={() => toggle(id)} aria-label={`Select photo ${place}`} />
                    Select
                  </label>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {writable && chosen.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => removeSeveral.mutate(chosen, { onSuccess: () => setSelected(new Set()) })}
          >
            {chosen.length === 1 ? "Delete the selected photo" : `Delete ${chosen.length} selected photos`}
          </Button>
          <Button variant="ghost" onClick={() => setSelected(new Set())}>Clear selection</Button>
        </div>
      )}
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
      <FormError error={upload.error ?? order.error ?? remove.error ?? removeSeveral.error} />
    </div>
  );
}
