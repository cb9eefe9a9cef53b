/** Gallery interaction rules: slide order with the optional video, and wrapping navigation. */
import type { GalleryData, ResponsiveImage, VideoSlide } from "../api/types";

export type Slide = { kind: "image"; image: ResponsiveImage } | { kind: "video"; video: VideoSlide };

/** spec: vehicle §2 - the video slide goes at the start, second (default), middle or end. */
export function videoSlideIndex(position: GalleryData["video_slide_position"], images: number): number {
  switch (position) {
    case "start":
      return 0;
    case "second":
      return Math.min(1, images);
    case "middle":
      return Math.floor(images / 2);
    case "end":
      return images;
  }
}

export function gallerySlides(gallery: GalleryData): Slide[] {
  const slides: Slide[] = gallery.images.map((image) => ({ kind: "image", image }));
  if (gallery.video) {
    slides.splice(videoSlideIndex(gallery.video_slide_position, slides.length), 0, { kind: "video", video: gallery.video });
  }
  return slides;
}

/** Moves `delta` slides from `index`, wrapping past either end. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

// The photos' frame on a phone: at least half of the first screen (svh: the screen with the
// browser's bars shown), never less than a 3:2 photo's own height, never most of the screen.
export const PHONE_FRAME = "h-[max(52svh,66.7vw)] max-h-[75svh] lg:h-auto lg:max-h-none";

/** The smallest width of the image's srcset (the 400 px rendition) for a thumbnail. */
export function thumbSrc(image: { src: string; srcset: string }): string {
  const first = image.srcset.split(",")[0]?.trim().split(/\s+/)[0];
  return first || image.src;
}
