/**
 * The image gallery (spec: vehicle §2): previous/next, thumbnails only when the backend says so
 * (more than 3 images), an optional video slide, and a fullscreen view moved with the arrow keys.
 */
import { Suspense, useCallback, useLayoutEffect, useMemo, useState } from "react";
import imageSizes from "../../../lib/image-sizes.json";
import { Carousel, CarouselButton } from "../../../components/ui/Carousel";
import { Dialog, DialogContent } from "../../../components/ui/Dialog";
import { cn } from "../../../lib/cn";
import { useMounted } from "../../../lib/hydration";
import type { GalleryData } from "../api/types";
import { gallerySlides, PHONE_FRAME, thumbSrc, wrapIndex, type Slide } from "../lib/gallery";

// The server preloads the first photo with these sizes (pages/first_screen.py reads the same file).
const MAIN_SIZES = imageSizes.vehicleMain;

type Props = { gallery: GalleryData; name: string; index: number; onIndexChange: (index: number) => void };

export function Gallery({ gallery, name, index, onIndexChange }: Props) {
  const slides = useMemo(() => gallerySlides(gallery), [gallery]);
  const [fullscreen, setFullscreen] = useState(false);
  const count = slides.length;
  const go = useCallback((delta: number) => onIndexChange(wrapIndex(index, delta, count)), [index, count, onIndexChange]);

  // Fullscreen, the arrow keys page through the photos wherever focus is: the dialog's code loads on
  // first open, and a key pressed as it appears must not be lost. A layout effect: registered with the
  // render that opens it, before any paint.
  useLayoutEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      const delta = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
      if (delta === 0 || event.defaultPrevented) return;
      event.preventDefault();
      go(delta);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [fullscreen, go]);

  const current = slides[index];
  const backdrop = current?.kind === "image" ? current.image : firstImage(slides);

  if (count === 0) {
    return <div className="flex aspect-[3/2] items-center justify-center rounded-site bg-surface text-muted">Photos coming soon</div>;
  }

  return (
    <div className="flex flex-col gap-3">
      {/* The photo and its carousel: a boundary React hydrates after the title and price. */}
      <Suspense>
        <div className="relative overflow-hidden bg-surface lg:rounded-site" data-testid="viewer-frame">
          {/* On a phone the photo stands whole in a tall frame (half the screen or more), over a
              blur of itself instead of bars: the photo's own rendition (srcset and sizes), so one
              download serves both, and the blur (larger, so a phone's largest paint) comes with it. */}
          {backdrop.src && (
          <img
            src={backdrop.src}
            srcSet={backdrop.srcset || undefined}
            sizes={backdrop.srcset ? MAIN_SIZES : undefined}
            alt=""
            aria-hidden="true"
            decoding="async"
            className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-2xl lg:hidden"
            data-testid="gallery-backdrop"
          />
          )}
          <Carousel
            label={`${name} photos`}
            loop
            controls={false}
            index={index}
            onIndexChange={onIndexChange}
            slides={slides.map((slide, i) => (
              <SlideView key={i} slide={slide} name={name} position={i} count={count} active={i === index} sizes={MAIN_SIZES} />
            ))}
          />
          {count > 1 && (
            <>
              <CarouselButton direction="previous" label="Previous photo" onClick={() => go(-1)} className="absolute top-1/2 left-2 -translate-y-1/2" />
              <CarouselButton direction="next" label="Next photo" onClick={() => go(1)} className="absolute top-1/2 right-2 -translate-y-1/2" />
            </>
          )}
          <p className="absolute bottom-2 left-2 rounded-site bg-black/75 px-2 py-1 text-sm text-white" aria-live="polite">
            {index + 1} / {count}
          </p>
          <Dialog open={fullscreen} onOpenChange={setFullscreen}>
            <button
              type="button"
              onClick={() => setFullscreen(true)}
              className="absolute right-2 bottom-2 inline-flex min-h-11 items-center gap-2 rounded-site bg-black/75 px-3 text-sm font-semibold text-white hover:bg-black/90"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
                <path fill="currentColor" d="M5 5h6v2H7v4H5zm8 0h6v6h-2V7h-4zM5 13h2v4h4v2H5zm12 0h2v6h-6v-2h4z" />
              </svg>
              Fullscreen
            </button>
            <DialogContent title={`${name} photos`} hideTitle size="full" description="Use the left and right arrow keys to move between photos.">
              <div className="relative flex min-h-0 flex-1 items-center justify-center p-4 pt-16" data-testid="fullscreen-slide" data-index={index}>
                <SlideView slide={slides[index] as Slide} name={name} position={index} count={count} active sizes="100vw" fit />
                {count > 1 && (
                  <>
                    <CarouselButton direction="previous" label="Previous photo" onClick={() => go(-1)} className="absolute top-1/2 left-3 -translate-y-1/2" />
                    <CarouselButton direction="next" label="Next photo" onClick={() => go(1)} className="absolute top-1/2 right-3 -translate-y-1/2" />
                  </>
                )}
              </div>
              <p className="p-3 text-center text-sm" aria-live="polite">
                Photo {index + 1} of {count}
              </p>
            </DialogContent>
          </Dialog>
        </div>
      </Suspense>
      {gallery.thumbnails && (
        // A strip of up to 50 buttons below the photo: a boundary of its own.
        <Suspense>
          <Thumbnails slides={slides} name={name} index={index} onSelect={onIndexChange} />
        </Suspense>
      )}
    </div>
  );
}

function SlideView({
  slide,
  name,
  position,
  count,
  active,
  sizes,
  fit = false,
}: {
  slide: Slide;
  name: string;
  position: number;
  count: number;
  active: boolean;
  sizes: string;
  fit?: boolean;
}) {
  const mounted = useMounted();
  // spec'd photos are 3:2; a phone shows them whole in a frame of at least half the screen's height.
  const box = fit ? "max-h-full max-w-full object-contain" : `${PHONE_FRAME} w-full object-contain lg:aspect-[3/2] lg:h-auto lg:object-cover`;
  if (slide.kind === "video") {
    // Players load only on their own slide: no embedded player or autoplaying video off screen.
    if (!active) return <div className={cn(box, "bg-black")} aria-label={`${name} video`} role="img" />;
    return <VideoPlayer url={slide.video.url} embed={slide.video.embed} title={`${name} video`} className={cn(box, fit && "aspect-video w-full")} />;
  }
  const { image } = slide;
  // The other photos load once the app runs: in the markup they would share a phone's first bytes
  // with the first one, the page's largest paint (lazy loading still fetches a slide beside it).
  // The same <img> waits without its address, so a click held until hydration still finds it.
  const waiting = position > 0 && !fit && !mounted;
  return (
    <img
      src={waiting ? undefined : image.src}
      srcSet={waiting ? undefined : image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={`${image.alt || name}, photo ${position + 1} of ${count}`}
      width={1200}
      height={800}
      loading={position === 0 ? "eager" : "lazy"}
      fetchPriority={position === 0 && !fit ? "high" : "auto"}
      decoding="async"
      draggable={false}
      className={cn(box, "select-none", fit && "h-auto")}
    />
  );
}

/** spec: vehicle §2 - an embed-prefixed URL plays embedded; any other loops, muted, autoplaying. */
export function VideoPlayer({ url, embed, title, className }: { url: string; embed: boolean; title: string; className?: string }) {
  if (embed) {
    return <iframe src={url} title={title} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen loading="lazy" className={cn("aspect-video w-full border-0", className)} />;
  }
  return <video src={url} title={title} aria-label={title} autoPlay loop muted playsInline controls className={cn("aspect-video w-full bg-black", className)} />;
}

function Thumbnails({ slides, name, index, onSelect }: { slides: Slide[]; name: string; index: number; onSelect: (i: number) => void }) {
  const mounted = useMounted(); // their photos wait for the app, as the slides' do
  return (
    <ul className="flex gap-2 overflow-x-auto px-4 pb-1 sm:px-6 lg:px-0" aria-label={`${name} thumbnails`} data-testid="thumbnails">
      {slides.map((slide, i) => (
        <li key={i} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-label={`Show ${slide.kind === "video" ? "video" : "photo"} ${i + 1} of ${slides.length}`}
            aria-current={i === index ? "true" : undefined}
            className={cn("block overflow-hidden rounded-site border-2", i === index ? "border-primary" : "border-transparent opacity-80 hover:opacity-100")}
          >
            {slide.kind === "image" ? (
              <img src={mounted ? thumbSrc(slide.image) : undefined} alt="" width={96} height={72} loading="lazy" decoding="async" className="h-[72px] w-24 bg-surface object-cover" />
            ) : (
              <span className="flex h-[72px] w-24 items-center justify-center bg-black text-white">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8">
                  <path fill="currentColor" d="M8 5v14l11-7z" />
                </svg>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function firstImage(slides: Slide[]): { src: string; srcset: string } {
  const found = slides.find((s) => s.kind === "image");
  return found?.kind === "image" ? found.image : { src: "", srcset: "" };
}
