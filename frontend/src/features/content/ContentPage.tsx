/**
 * A site's own content page (about us, warranty, privacy ...): the server's sanitised HTML under
 * the page's title. A "terms" page (long legal text) is collapsed on phones behind a toggle
 * (spec: finance-signin-locations §4, the mobile terms section) and always open on wider screens.
 * Links inside the text navigate within the app.
 */
import { useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { Container } from "../../components/ui/Container";
import { cn } from "../../lib/cn";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import type { ContentPageOut } from "./api/queries";

export function ContentPage({ page }: { page: ContentPageOut }) {
  const site = useSite();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useDocumentTitle(`${page.title} | ${site.name}`);
  const terms = page.layout === "terms";

  function followInside(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href") ?? "";
    if (!link || !href.startsWith("/") || href.startsWith("//") || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
        <p className="text-lg text-muted">{page.description}</p>
      </header>
      {terms && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="page-body"
          onClick={() => setOpen(!open)}
          className="min-h-11 self-start rounded-site border-2 border-primary px-4 font-semibold text-primary sm:hidden"
        >
          {open ? "Hide full terms" : "Show full terms"}
        </button>
      )}
      <div
        id="page-body"
        onClick={followInside}
        className={cn("content-body", terms && !open && "max-sm:hidden")}
        // Rendered from Markdown and sanitised on the server (nh3): only safe tags and links.
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </Container>
  );
}
