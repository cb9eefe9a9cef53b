/** The site's console users and an invitation form (owners only: users:manage). */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { ApiError } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import type { ConsoleMe, Role } from "../api/console";
import { useInviteUser, useUsers } from "../api/queries";
import { Field, FormError } from "../components/Field";

const ROLE_LABEL: Record<Role, string> = { owner: "Owner", manager: "Manager", sales: "Sales", service: "Service", viewer: "Viewer" };

export function UsersPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Users | ${site.name} console`);
  const users = useUsers();
  const [role, setRole] = useState<Role>("sales");
  const [dealership, setDealership] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useInviteUser(me, (user) => setSentTo(user.email));
  const dealershipName = (id: number | null) => (id === null ? "every dealership" : (site.dealerships.find((d) => d.id === id)?.name ?? "a dealership"));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSentTo(null);
    invite.mutate({ email: form.get("email"), name: form.get("name"), role, dealership_id: dealership ? Number(dealership) : null });
  };
  const fieldError = (field: string) => (invite.error instanceof ApiError ? invite.error.fieldError(field) : undefined);
  return (
    <>
      <h1 className="text-2xl font-bold">Users</h1>
      <ul className="flex flex-col divide-y divide-border rounded-site border border-border">
        {users.data?.map((u) => (
          <li key={u.id} className="flex flex-col p-3">
            <span className="font-semibold">{`${u.name} (${u.email})`}</span>
            <span className="text-sm text-muted">
              {[...u.roles.map((r) => `${ROLE_LABEL[r.role]} at ${dealershipName(r.dealership_id)}`), u.invited ? "invited" : null, u.disabled ? "disabled" : null].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="grid gap-3 rounded-site border border-border p-4 sm:grid-cols-2" noValidate aria-labelledby="invite-title">
        <h2 id="invite-title" className="text-lg font-bold sm:col-span-2">Invite someone</h2>
        <div className="sm:col-span-2">{!fieldError("email") && <FormError error={invite.error} />}</div>
        {sentTo && <p role="status" className="sm:col-span-2">{`Invitation sent to ${sentTo}.`}</p>}
        <Field label="Name" name="name" required />
        <Field label="E-mail address" name="email" type="email" required error={fieldError("email")} />
        <Select label="Role" value={role} onValueChange={(v) => setRole(v as Role)} options={Object.entries(ROLE_LABEL).map(([value, label]) => ({ value, label }))} />
        <Select label="Dealership" value={dealership} onValueChange={setDealership} options={[{ value: "", label: "Every dealership" }, ...site.dealerships.map((d) => ({ value: String(d.id), label: d.name }))]} />
        <Button type="submit" className="sm:col-span-2" disabled={invite.isPending}>Send invitation</Button>
      </form>
    </>
  );
}
