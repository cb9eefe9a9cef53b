/**
 * The embedded map (Leaflet, its own chunk). Tiles come from the site's configured tile URL; when
 * they cannot load (offline, blocked) the map stays a plain panel with the marker and the page
 * works on. The marker is drawn (no image files to fail). Leaflet reads `window` as it loads, so it
 * is imported by the effect: a server render draws the panel and never loads it.
 */
import type Leaflet from "leaflet";
import type { Map as LeafletMap } from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";

type Props = { lat: number; long: number; name: string; tileUrl: string; zoom: number };

export default function LocationMap({ lat, long, name, tileUrl, zoom }: Props) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: LeafletMap | undefined;
    let cancelled = false;
    void import("leaflet").then(({ default: L }) => {
      if (cancelled) return;
      map = drawMap(L, element, { lat, long, name, tileUrl, zoom });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, long, name, tileUrl, zoom]);

  return (
    <figure className="m-0 h-full">
      <div ref={container} data-zoom={zoom} className="h-64 w-full md:h-full md:min-h-64" role="region" aria-label={`Map showing ${name}`} />
      <figcaption className="sr-only">Map of {name}</figcaption>
    </figure>
  );
}

function drawMap(L: typeof Leaflet, element: HTMLDivElement, { lat, long, name, tileUrl, zoom }: Props) {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true }).setView([lat, long], zoom);
  map.attributionControl.setPrefix(false);
  const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: "© OpenStreetMap contributors" });
  let warned = false;
  tiles.on("tileerror", () => {
    if (!warned) console.warn(`Map tiles could not be loaded from ${tileUrl}`);
    warned = true;
  });
  tiles.addTo(map);
  L.circleMarker([lat, long], { radius: 10, color: "#ffffff", weight: 3, fillColor: "#1d4ed8", fillOpacity: 1 })
    .bindTooltip(name)
    .addTo(map);
  return map;
}
