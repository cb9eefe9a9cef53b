/**
 * Content pages: the list, and an editor whose Markdown is previewed as the site will show it
 * (the server renders the draft with the site's own renderer and sanitiser, a moment after each
 * pause in typing).
 */
import { useEffect, useState } from "react";
import { Link, Route, Routes, useNavigate, useParams } from "react-router";
import { Button, ButtonLink } from "../../../../components/ui/Button";
import type { ConsoleMe } from "../../api/console";
import { usePage, usePagePreview, usePages, useSavePage } from "../../api/queries";
import { Field } from "../../components/Field";
import { useFormDraft, type Draft } from "../../api/drafts";
import { SaveBar } from "../../components/FormDraft";

const PREVIEW_PAUSE_MS = 300;
const BLANK: Draft = { path: "/pages/", title: "", description: "", markdown: "", layout: "page", og_image: null, published: true };

export function PagesPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  return (
    <Routes>
      <Route index element={<PageList editable={editable} />} />
      <Route path="new" element={<PageEditor me={me} editable={editable} saved={BLANK} />} />
      <Route path=":id" element={<ExistingPage me={me} editable={editable} />} />
    </Routes>
  );
}

function PageList({ editable }: { editable: boolean }) {
  const pages = usePages();
  return (
    <section aria-label="Pages" className="flex flex-col gap-3">
      {editable && <div><ButtonLink href="/console/content/pages/new">New page</ButtonLink></div>}
      {!pages.data ? (
        <p role="status">Loading…</p>
      ) : pages.data.pages.length === 0 ? (
        <p>No pages yet.</p>
      ) : (
        <ul className="divide-y divide-border rounded-site border border-border">
          {pages.data.pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <Link to={`/console/content/pages/${page.id}`} className="font-semibold">{page.title}</Link>
              <span className="text-sm text-muted">
                {page.path} · {page.published ? "Published" : "Draft"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExistingPage({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const { id } = useParams();
  const page = usePage(id);
  if (!page.data) return <p role="status">Loading…</p>;
  const { path, title, description, markdown, layout, og_image, published } = page.data;
  return <PageEditor key={page.data.id} me={me} editable={editable} id={page.data.id} saved={{ path, title, description, markdown, layout, og_image, published }} />;
}

function PageEditor({ me, editable, saved, id }: { me: ConsoleMe; editable: boolean; saved: Draft; id?: number }) {
  const navigate = useNavigate();
  const { send, refresh, remove } = useSavePage(me, id, () => navigate("/console/content/pages"));
  const { draft, change, save, errors } = useFormDraft(saved, send, (page) => {
    void refresh();
    if (!id) void navigate(`/console/content/pages/${page.id}`, { replace: true });
  });
  const text = (name: string) => ({
    value: typeof draft[name] === "string" ? (draft[name] as string) : "",
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change({ ...draft, [name]: name === "og_image" && e.target.value === "" ? null : e.target.value }),
    error: errors[name],
  });
  const markdown = typeof draft.markdown === "string" ? draft.markdown : "";
  return (
    <form
      aria-label={id ? `Page ${saved.title as string}` : "New page"}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!editable} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Title" {...text("title")} />
          <Field label="Address (path)" {...text("path")} />
          <Field label="Description (for search engines)" {...text("description")} />
          <Field label="Sharing image address" {...text("og_image")} />
          <div className="flex flex-col gap-1">
            <label htmlFor="page-layout" className="text-sm font-semibold">Layout</label>
            <select id="page-layout" className="min-h-11 rounded-site border border-border bg-bg px-3" value={String(draft.layout)} onChange={(e) => change({ ...draft, layout: e.target.value })}>
              <option value="page">Page</option>
              <option value="terms">Terms (long legal text, folded on phones)</option>
            </select>
          </div>
          <label className="flex min-h-11 items-center gap-2 font-semibold">
            <input type="checkbox" className="size-5" checked={draft.published === true} onChange={(e) => change({ ...draft, published: e.target.checked })} />
            Published
          </label>
        </div>
        <div className="grid gap-3 lg:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="page-markdown" className="text-sm font-semibold">Body (Markdown)</label>
            <textarea id="page-markdown" rows={18} className="rounded-site border border-border bg-bg p-3 font-mono text-sm" value={markdown} onChange={(e) => change({ ...draft, markdown: e.target.value })} aria-invalid={errors.markdown ? true : undefined} aria-describedby={errors.markdown ? "page-markdown-error" : undefined} />
            {errors.markdown && <p id="page-markdown-error" className="text-sm font-semibold text-danger">{errors.markdown}</p>}
          </div>
          <Preview me={me} markdown={markdown} />
        </div>
        {editable && (
          <div className="flex flex-wrap items-center gap-3">
            <SaveBar save={save} errors={errors} label={id ? "Save page" : "Create page"} />
            {id && <Button variant="ghost" onClick={() => window.confirm("Delete this page?") && remove.mutate()}>Delete page</Button>}
          </div>
        )}
      </fieldset>
    </form>
  );
}

/** The server's rendering of Markdown (a page's, an offer's description): one renderer and sanitiser. */
export function Preview({ me, markdown }: { me: ConsoleMe; markdown: string }) {
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(markdown), PREVIEW_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [markdown]);
  const preview = usePagePreview(me, settled);
  return (
    <section aria-label="Preview" className="flex flex-col gap-1">
      <h2 className="text-sm font-semibold">Preview</h2>
      {/* The server's sanitised HTML: the same renderer and allow-list as the page on the site. */}
      <div data-testid="page-preview" className="content-body min-h-40 rounded-site border border-border p-3" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }} />
    </section>
  );
}
