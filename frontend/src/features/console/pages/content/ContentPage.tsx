/**
 * Content, its own chunk: content pages with a live preview, offers, locations and
 * their hours, reviews, the site's presentation and each dealership's own. What belongs to the
 * whole site shows to roles over every dealership; a dealership's role sees its locations,
 * reviews and presentation.
 */
import { NavLink, Navigate, Route, Routes } from "react-router";
import { cn } from "../../../../lib/cn";
import { useDocumentTitle } from "../../../../lib/document-title";
import { useSite } from "../../../../lib/site";
import { can, canSiteWide, type ConsoleMe } from "../../api/console";
import { LocationsPanel } from "./LocationsPanel";
import { OffersPanel } from "./OffersPanel";
import { PagesPanel } from "./PagesPanel";
import { PresentationPanel } from "./PresentationPanel";
import { ReviewsPanel } from "./ReviewsPanel";

const tab = ({ isActive }: { isActive: boolean }) => cn("inline-flex min-h-11 items-center rounded-site px-3 font-semibold no-underline", isActive ? "bg-surface underline" : "hover:bg-surface");

export default function ContentPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Content | ${site.name} console`);
  const siteWide = canSiteWide(me, "content:read");
  const editable = can(me, "content:write");
  return (
    <>
      <h1 className="text-2xl font-bold">Content</h1>
      <nav aria-label="Content" className="flex flex-wrap gap-1 border-b border-border pb-2">
        {siteWide && <NavLink to="/console/content/pages" className={tab}>Pages</NavLink>}
        {siteWide && <NavLink to="/console/content/offers" className={tab}>Offers</NavLink>}
        <NavLink to="/console/content/locations" className={tab}>Locations</NavLink>
        <NavLink to="/console/content/reviews" className={tab}>Reviews</NavLink>
        <NavLink to="/console/content/presentation" className={tab}>Home and menus</NavLink>
      </nav>
      {!editable && <p className="rounded-site bg-surface p-3">Your role can read the content; an owner or manager can change it.</p>}
      <Routes>
        <Route index element={<Navigate to={siteWide ? "pages" : "locations"} replace />} />
        <Route path="pages/*" element={<PagesPanel me={me} editable={editable && canSiteWide(me, "content:write")} />} />
        <Route path="offers" element={<OffersPanel me={me} editable={editable && canSiteWide(me, "content:write")} />} />
        <Route path="locations" element={<LocationsPanel me={me} editable={editable} />} />
        <Route path="reviews" element={<ReviewsPanel me={me} editable={editable} />} />
        <Route path="presentation" element={<PresentationPanel me={me} editable={editable} />} />
      </Routes>
    </>
  );
}
