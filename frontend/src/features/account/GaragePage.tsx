/**
 * My garage (/my-garage and the brand variants a site configures; always behind sign-in): the
 * shopper's deals (the cars they are buying), saved cars with what changed since saving, saved searches, this browser's recent searches, the
 * shopper's details, sign out and delete-my-data.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ComponentType, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { CarCard } from "../../components/car-card/CarCard";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { ApiError } from "../../lib/api";
import { useDocumentTitle } from "../../lib/document-title";
import { formatPrice } from "../../lib/format";
import { useSite } from "../../lib/site";
import { showToast } from "../../lib/toast";
import { ALERT_CHANNELS, changeGarage, refusal, useGarage, type GarageOut, type SavedCar, type SavedSearch } from "./api/garage";
import { accountKeys } from "./api/keys";
import { useDeals, type Deal } from "./api/deals";
import { DealCard } from "./components/DealCard";
import { forgetSession, signOut, useSession } from "../../lib/session";
import { signInHref } from "./lib/gates";
import { TEXT_LINK } from "./components/text-link";

/** The cars the shopper is buying, first: each with what happens next. Nothing while there are none. */
function Deals({ deals }: { deals: Deal[] }) {
  if (!deals.length) return null;
  return (
    <section aria-labelledby="my-deals" className="flex flex-col gap-4">
      <h2 id="my-deals" className="text-2xl font-bold">
        {deals.length === 1 ? "The car you are buying" : "The cars you are buying"}
      </h2>
      <ul className="flex flex-col gap-6">
        {deals.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SavedCarItem({ saved }: { saved: SavedCar }) {
  return (
    <li className="flex flex-col gap-2">
      <CarCard card={saved.car} />
      {saved.sold ? (
        <p className="font-semibold text-danger">Sold since you saved it</p>
      ) : saved.price_drop ? (
        <p className="font-semibold">{`Price dropped ${formatPrice(saved.price_drop)} since you saved it`}</p>
      ) : null}
    </li>
  );
}

function SavedSearchItem({ search, hasEmail }: { search: SavedSearch; hasEmail: boolean }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  async function change(method: "PATCH" | "DELETE", body?: unknown) {
    const answer = await changeGarage(client, method, `/api/v1/garage/searches/${search.id}`, body);
    setError(answer.ok ? null : await refusal(answer));
    await client.invalidateQueries({ queryKey: accountKeys.garage() });
  }
  const channels = ALERT_CHANNELS.filter((c) => hasEmail || c.value !== "email" || search.alert === "email");
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <Link href={search.path} className={`min-w-0 grow ${TEXT_LINK}`}>
        {search.name}
      </Link>
      <label className="flex items-center gap-2 text-sm">
        <span aria-hidden="true">Alerts</span>
        <select
          aria-label={`Alerts for ${search.name}`}
          value={search.alert}
          onChange={(e) => void change("PATCH", { alert: e.target.value })}
          className="min-h-11 rounded-site border border-border bg-bg px-2"
        >
          {channels.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <Button variant="outline" onClick={() => void change("DELETE")}>
        Delete<span className="sr-only">{` ${search.name}`}</span>
      </Button>
      {error && (
        <p role="alert" className="basis-full font-semibold text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

function Profile({ user }: { user: GarageOut["user"] }) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      ...Object.fromEntries(["name", "last_name", "email", "postcode"].map((k) => [k, String(form.get(k) ?? "").trim() || null])),
      price_alert: form.get("price_alert"),
    };
    const answer = await changeGarage(client, "PATCH", "/api/v1/garage/profile", body);
    if (answer.ok) {
      setError(null);
      await client.invalidateQueries({ queryKey: accountKeys.garage() });
      showToast("Details saved");
    } else {
      setError(await refusal(answer));
    }
  }
  const fields: [keyof typeof user, string, string][] = [
    ["name", "First name", "given-name"],
    ["last_name", "Last name", "family-name"],
    ["email", "Email", "email"],
    ["postcode", "Postcode", "postal-code"],
  ];
  return (
    <form onSubmit={save} className="grid gap-4 sm:grid-cols-2" noValidate>
      {error && (
        <p role="alert" className="font-semibold text-danger sm:col-span-2">
          {error}
        </p>
      )}
      {fields.map(([name, label, autoComplete]) => (
        <label key={name} className="flex flex-col gap-1 text-sm font-semibold">
          {label}
          <input
            name={name}
            defaultValue={user[name] ?? ""}
            autoComplete={autoComplete}
            className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal"
          />
        </label>
      ))}
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Price-drop alerts for saved cars
        <select name="price_alert" defaultValue={user.price_alert} className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal">
          {ALERT_CHANNELS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-muted sm:col-span-2">{`Mobile: ${user.phone}`}</p>
      <Button type="submit" className="sm:w-fit">
        Save details
      </Button>
    </form>
  );
}

/** This browser's recent searches (the search feature's list): the garage route hands it in. */
export type RecentSearchList = ComponentType<{ linkClassName: string }>;

export function GaragePage({ RecentSearches }: { RecentSearches: RecentSearchList }) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const session = useSession();
  const garage = useGarage();
  const deals = useDeals();
  useDocumentTitle(`My garage | ${site.name}`);
  const unauthorised = garage.error instanceof ApiError && garage.error.status === 401;
  useEffect(() => {
    if (unauthorised) navigate(signInHref("garage", pathname), { replace: true });
  }, [unauthorised, navigate, pathname]);

  async function leave() {
    const token = session.data?.csrf_token;
    if (token) await signOut(token);
    client.removeQueries({ queryKey: accountKeys.all });
    window.location.assign("/"); // spec §4: sign-out refreshes the page and clears the user
  }

  async function deleteMyData() {
    if (!window.confirm("Delete your saved cars, searches and details from this site? Enquiries you have sent stay with the dealer.")) return;
    const answer = await changeGarage(client, "DELETE", "/api/v1/garage/account");
    if (answer.ok) {
      forgetSession(client);
      window.location.assign("/");
    } else {
      window.alert("An unknown error occurred.");
    }
  }

  // The deals sit on top: the page waits for them too, so nothing moves down once it shows.
  const data = deals.isPending ? undefined : garage.data;
  return (
    <Container className="flex flex-col gap-10 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">My garage</h1>
        <Button variant="outline" onClick={() => void leave()}>
          Sign out
        </Button>
      </div>
      {!data ? (
        <p aria-busy="true">Loading your garage...</p>
      ) : (
        <>
          <Deals deals={deals.data ?? []} />
          <section aria-labelledby="saved-cars" className="flex flex-col gap-4">
            <h2 id="saved-cars" className="text-2xl font-bold">
              Saved cars
            </h2>
            {data.cars.length ? (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.cars.map((saved) => (
                  <SavedCarItem key={saved.car.id} saved={saved} />
                ))}
              </ul>
            ) : (
              <p>
                No saved cars yet. Choose Save on any car to follow its price. <Link href={site.config.search.default_path} className={TEXT_LINK}>
                  Browse our stock
                </Link>
              </p>
            )}
          </section>
          <section aria-labelledby="saved-searches" className="flex flex-col gap-3">
            <h2 id="saved-searches" className="text-2xl font-bold">
              Saved searches
            </h2>
            {data.searches.length ? (
              <ul className="flex flex-col divide-y divide-border">
                {data.searches.map((s) => (
                  <SavedSearchItem key={s.id} search={s} hasEmail={Boolean(data.user.email)} />
                ))}
              </ul>
            ) : (
              <p>No saved searches yet. Choose Save this search on any search page to hear when new cars match.</p>
            )}
          </section>
          <section aria-labelledby="recent-searches" className="flex flex-col gap-3">
            <h2 id="recent-searches" className="text-2xl font-bold">
              Recent searches
            </h2>
            <RecentSearches linkClassName={TEXT_LINK} />
          </section>
          <section aria-labelledby="my-details" className="flex flex-col gap-4">
            <h2 id="my-details" className="text-2xl font-bold">
              My details
            </h2>
            <Profile user={data.user} />
          </section>
          <section aria-labelledby="my-data" className="flex flex-col items-start gap-3">
            <h2 id="my-data" className="text-2xl font-bold">
              My data
            </h2>
            <p>Delete your account on this site: saved cars, saved searches and your details.</p>
            <Button variant="outline" onClick={() => void deleteMyData()}>
              Delete my data
            </Button>
          </section>
        </>
      )}
    </Container>
  );
}
