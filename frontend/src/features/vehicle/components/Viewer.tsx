/**
 * The viewer (spec: vehicle §2, §4): 360 spinner, walkaround video, gallery and interior views.
 * The backend picks the views and the default one; leaving the gallery resets its index. The
 * spinner is its own chunk, loaded only when a car has one.
 */
import { lazy, Suspense, useState } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/Tabs";
import type { GalleryData, ViewerData, ViewerView } from "../api/types";
import { Gallery, VideoPlayer } from "./Gallery";

const Spinner = lazy(() => import("./Spinner"));

export const VIEW_LABELS: Record<ViewerView, string> = {
  spinner: "360° Spin",
  walkaround: "Walkaround",
  gallery: "Gallery",
  interior: "Interior",
};

type Props = { viewer: ViewerData; gallery: GalleryData; name: string };

export function Viewer({ viewer, gallery, name }: Props) {
  const [view, setView] = useState<ViewerView>(viewer.views.includes(viewer.default_view) ? viewer.default_view : "gallery");
  const [galleryIndex, setGalleryIndex] = useState(0);

  const changeView = (next: string) => {
    if (view === "gallery" && next !== "gallery") setGalleryIndex(0); // spec: leaving gallery resets its index
    setView(next as ViewerView);
  };

  const content = (v: ViewerView) => {
    switch (v) {
      case "gallery":
        return <Gallery gallery={gallery} name={name} index={galleryIndex} onIndexChange={setGalleryIndex} />;
      case "spinner":
      case "interior":
        return (
          <Suspense fallback={<Skeleton className="aspect-[3/2] w-full" />}>
            <Spinner
              frames={v === "spinner" ? viewer.exterior : viewer.interior}
              hotspots={viewer.hotspots}
              kind={v === "spinner" ? "exterior" : "interior"}
              label={`${name}, ${v === "spinner" ? "360° exterior" : "interior"} view`}
            />
          </Suspense>
        );
      case "walkaround":
        return viewer.walkaround ? (
          <VideoPlayer url={viewer.walkaround.url} embed={viewer.walkaround.embed} title={`${name} walkaround video`} className="rounded-site" />
        ) : null;
    }
  };

  const external = viewer.external_video_url && (
    <p className="text-sm">
      <a href={viewer.external_video_url} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
        Watch the video of this car<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );

  if (viewer.views.length <= 1) {
    return (
      <section aria-label="Photos" className="flex flex-col gap-2">
        {content(view)}
        {external}
      </section>
    );
  }
  return (
    <section aria-label="Photos and views" className="flex flex-col gap-2">
      <Tabs value={view} onValueChange={changeView}>
        <TabsList aria-label="Views">
          {viewer.views.map((v) => (
            <TabsTrigger key={v} value={v}>
              {VIEW_LABELS[v]}
            </TabsTrigger>
          ))}
        </TabsList>
        {viewer.views.map((v) => (
          <TabsContent key={v} value={v}>
            {view === v && content(v)}
          </TabsContent>
        ))}
      </Tabs>
      {external}
    </section>
  );
}
