/** Wire types of the vehicle page, from the generated OpenAPI types. */
import type { components } from "../../../lib/api-types";

type Schemas = components["schemas"];
export type CarDetail = Schemas["CarDetail"];
export type CarCard = Schemas["CarCard"];
export type GalleryData = Schemas["GalleryOut"];
export type ViewerData = Schemas["ViewerOut"];
export type SpinFrame = Schemas["SpinFrameOut"];
export type Hotspot = Schemas["HotspotOut"];
export type VideoSlide = Schemas["VideoSlide"];
export type ResponsiveImage = Schemas["ResponsiveImage"];
export type Autogauge = Schemas["Autogauge"];
export type ViewCount = Schemas["ViewCount"];
export type LocationData = Schemas["LocationOut"];
export type Reviews = Schemas["ReviewsOut"];
export type Specification = Schemas["Specification"];
export type PageLayout = Schemas["PageLayoutOut"];
export type ViewerView = ViewerData["views"][number];
