/**
 * Save this search: the search page, its filters and query, kept in my garage under a
 * name, with alerts for new matching stock by email or text. Signed out, the button goes to
 * sign-in and comes back with the dialog open.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogContent } from "../../../components/ui/Dialog";
import { garagePath, useSite } from "../../../lib/site";
import { showToast } from "../../../lib/toast";
import { ALERT_CHANNELS, changeGarage, refusal, type AlertChannel } from "../api/garage";
import { accountKeys } from "../api/keys";
import { useSession } from "../../../lib/session";
import { signInHref } from "../lib/gates";

export const SAVE_SEARCH_PARAM = "save-search";

type Props = { path: string; suggestedName: string };

export function SaveSearchButton({ path, suggestedName }: Props) {
  const site = useSite();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const user = session.data?.user ?? null;
  const returning = params.get(SAVE_SEARCH_PARAM) === "1";

  function close(next: boolean) {
    setOpen(next);
    if (!next && returning) {
      const rest = new URLSearchParams(params);
      rest.delete(SAVE_SEARCH_PARAM);
      setParams(rest, { replace: true });
    }
  }

  function start() {
    if (user) return setOpen(true);
    const back = `${location.pathname}${location.search}`;
    const query = new URLSearchParams(location.search);
    query.set(SAVE_SEARCH_PARAM, "1");
    navigate(signInHref("search", `${location.pathname}?${query.toString()}`, back));
  }

  const garage = garagePath(site);
  return (
    <>
      <Button variant="outline" onClick={start} data-testid="save-search">
        Save this search
      </Button>
      {user && (
        <Dialog open={open || returning} onOpenChange={close}>
          <DialogContent title="Save this search" description="Find it again in My garage, and hear when new cars match.">
            <SaveSearchForm
              key={suggestedName}
              path={path}
              suggestedName={suggestedName}
              hasEmail={Boolean(user.email)}
              onSaved={() => {
                close(false);
                showToast("Search saved", undefined, { label: "View in My garage", href: garage });
              }}
            />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

type FormProps = { path: string; suggestedName: string; hasEmail: boolean; onSaved: () => void };

function SaveSearchForm({ path, suggestedName, hasEmail, onSaved }: FormProps) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const channels = ALERT_CHANNELS.filter((c) => hasEmail || c.value !== "email");

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    const answer = await changeGarage(client, "POST", "/api/v1/garage/searches", {
      name: String(form.get("name") ?? "").trim(),
      path,
      alert: String(form.get("alert")) as AlertChannel,
    });
    setSaving(false);
    if (!answer.ok) return setError(await refusal(answer));
    await client.invalidateQueries({ queryKey: accountKeys.garage() });
    onSaved();
  }

  return (
    <form onSubmit={(e) => void save(e)} className="mt-4 flex flex-col gap-4" noValidate>
      {error && (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
      <label className="flex flex-col gap-1 font-semibold">
        Name
        <input
          name="name"
          required
          maxLength={120}
          defaultValue={suggestedName.slice(0, 120)}
          className="min-h-11 rounded-site border border-border bg-bg px-3 font-normal"
        />
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Tell me about new matching cars</legend>
        {channels.map((c, i) => (
          <label key={c.value} className="flex min-h-11 items-center gap-3">
            <input type="radio" name="alert" value={c.value} defaultChecked={i === 0} className="size-5" />
            {c.label}
          </label>
        ))}
        {!hasEmail && <p className="text-sm text-muted">Add your email in My garage to get alerts by email.</p>}
        <p className="text-sm text-muted">At most one alert a day; every alert has a link to stop them.</p>
      </fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : "Save search"}
      </Button>
    </form>
  );
}
