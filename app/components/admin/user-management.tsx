import { Form, Link } from "@remix-run/react";
import { FilterForm, FilterInput, FilterSelect, MatchCount } from "~/components/ui/filter-form";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { DataTable, type Column } from "~/components/ui/data-table";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, TextField, controlClass } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { ManagedUser } from "~/services/accounts.server";
import { adminUrl } from "~/utils/admin-url";
import { formatDate } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";
import { invitationNote, type NewInvitation } from "~/utils/invitation-words";
import { ROLES } from "~/utils/roles";

const ROLE_LOOK: Record<string, { label: string; tone: BadgeTone }> = {
  admin: { label: "Administrator", tone: "danger" },
  staff: { label: "Staff", tone: "brand" },
  client: { label: "Client", tone: "neutral" },
};
const STATUS_LOOK: Record<ManagedUser["status"], { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  invited: { label: "Invited", tone: "warning" },
  disabled: { label: "Disabled", tone: "danger" },
};

export interface UserListState {
  q?: string;
  role?: string;
  request?: string;
  page: number;
}

const REQUEST_LOOK = {
  pending: { label: "Staff request", tone: "warning" },
  declined: { label: "Staff request declined", tone: "neutral" },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

/** A request to be staff that waits: Approve or Decline (what the person asked is the question). */
function RequestActions({ user, here }: { user: ManagedUser; here: string }) {
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Form method="post" action={here} preventScrollReset className="flex flex-wrap gap-2">
      <input type="hidden" name="userId" value={user.id} />
      <Button
        name="intent"
        value="approve-request"
        size="sm"
        aria-label={`Approve ${name} as staff`}
      >
        Approve
      </Button>
      <Button
        name="intent"
        value="decline-request"
        size="sm"
        variant="danger"
        aria-label={`Decline the staff request of ${name}`}
      >
        Decline
      </Button>
    </Form>
  );
}

/** Makes a staff member an administrator (a form of its own: it sends its own role). */
function MakeAdministrator({
  user,
  name,
  here,
}: {
  user: ManagedUser;
  name: string;
  here: string;
}) {
  return (
    <Form method="post" action={here} preventScrollReset>
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="role" value="admin" />
      <Button
        name="intent"
        value="change-role"
        size="sm"
        variant="secondary"
        aria-label={`Make ${name} Administrator`}
      >
        Make Administrator
      </Button>
    </Form>
  );
}

/**
 * A row's buttons: the role change staff ⇄ client (an admin is made staff), a staff member made
 * an administrator, a new invitation link, a two-factor reset, disable or enable.
 */
function UserActions({ user, me, here }: { user: ManagedUser; me: number; here: string }) {
  if (user.id === me) return <span className="text-sm text-ink-muted">You</span>;
  if (user.staffRequest === "pending") return <RequestActions user={user} here={here} />;
  const name = `${user.firstName} ${user.lastName}`;
  const nextRole = user.role === "staff" ? "client" : "staff";
  return (
    <div className="flex flex-wrap gap-2">
      {user.role === "staff" && user.status === "active" ? (
        <MakeAdministrator user={user} name={name} here={here} />
      ) : null}
      <Form method="post" action={here} preventScrollReset className="flex flex-wrap gap-2">
        <input type="hidden" name="userId" value={user.id} />
        <input type="hidden" name="role" value={nextRole} />
        <Button
          name="intent"
          value="change-role"
          size="sm"
          variant="secondary"
          aria-label={`Make ${name} ${ROLE_LOOK[nextRole].label}`}
        >
          Make {ROLE_LOOK[nextRole].label}
        </Button>
        {user.status === "invited" ? (
          <Button
            name="intent"
            value="reinvite-user"
            size="sm"
            variant="secondary"
            aria-label={`New invitation link for ${name}`}
          >
            New Link
          </Button>
        ) : null}
        {user.twoFactor ? (
          <Button
            name="intent"
            value="reset-two-factor"
            size="sm"
            variant="secondary"
            aria-label={`Reset two-factor sign-in of ${name}`}
          >
            Reset 2FA
          </Button>
        ) : null}
        {user.status === "disabled" ? (
          <Button
            name="intent"
            value="enable-user"
            size="sm"
            variant="secondary"
            aria-label={`Enable ${name}`}
          >
            Enable
          </Button>
        ) : (
          <Button
            name="intent"
            value="disable-user"
            size="sm"
            variant="danger"
            aria-label={`Disable ${name}`}
          >
            Disable
          </Button>
        )}
      </Form>
    </div>
  );
}

function columns(me: number, here: string, timeZone: string): ReadonlyArray<Column<ManagedUser>> {
  return [
    {
      id: "name",
      header: "Name",
      rowHeader: true,
      cell: (user) => `${user.firstName} ${user.lastName}`,
    },
    { id: "email", header: "Email", cell: (user) => user.email },
    {
      id: "role",
      header: "Role",
      cell: (user) => <Badge tone={ROLE_LOOK[user.role].tone}>{ROLE_LOOK[user.role].label}</Badge>,
    },
    {
      id: "status",
      header: "Status",
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={STATUS_LOOK[user.status].tone}>{STATUS_LOOK[user.status].label}</Badge>
          {user.staffRequest ? (
            <Badge tone={REQUEST_LOOK[user.staffRequest].tone}>
              {REQUEST_LOOK[user.staffRequest].label}
            </Badge>
          ) : null}
          {user.twoFactor ? <Badge tone="neutral">2FA</Badge> : null}
        </span>
      ),
    },
    {
      id: "created",
      header: "Created",
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt, timeZone)}</time>,
    },
    {
      id: "actions",
      header: "Actions",
      cell: (user) => <UserActions user={user} me={me} here={here} />,
    },
  ];
}

/** User Management: search (a GET form), the table with paging, and the button that opens the dialog. */
export function UserManagement({
  users,
  total,
  page,
  pageCount,
  filters,
  me,
  timeZone,
  refusal,
  pendingRequests,
  reinvited,
}: {
  users: ManagedUser[];
  total: number;
  page: number;
  pageCount: number;
  filters: UserListState;
  /** Requests to be staff that wait for a decision, whatever the filters. */
  pendingRequests: number;
  /** A new invitation link just made for a row's account, shown this once. */
  reinvited: InvitedUser | null;
  me: number;
  timeZone: string;
  /** A row action the server refused (the last administrator, yourself). */
  refusal?: string | null;
}) {
  const here = adminUrl("users", {
    q: filters.q,
    role: filters.role,
    request: filters.request,
    page: filters.page,
  });
  const filtered = Boolean(filters.q || filters.role || filters.request);
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-title" className="text-lg font-semibold text-ink">
          User Management
        </h2>
        <ButtonLink
          to={adminUrl("users", {
            q: filters.q,
            role: filters.role,
            request: filters.request,
            dialog: "new-user",
          })}
          preventScrollReset
          data-opens="new-user-dialog"
        >
          Create New User
        </ButtonLink>
      </div>
      {pendingRequests > 0 && filters.request !== "pending" ? (
        <p className="rounded-control border border-yellow-600 bg-yellow-50 p-3 text-sm text-yellow-900">
          {pendingRequests === 1
            ? "1 request for a staff account waits for your decision. "
            : `${pendingRequests} requests for a staff account wait for your decision. `}
          <Link to={adminUrl("users", { request: "pending" })} className="font-medium underline">
            Show staff requests
          </Link>
        </p>
      ) : null}
      {reinvited ? (
        <div role="status" className="rounded-control border border-line bg-white p-4">
          <p className="font-medium text-ink">
            A new invitation for {reinvited.name}. The links sent before no longer work.
          </p>
          <InvitationLinkFor invited={reinvited} />
        </div>
      ) : null}
      {refusal ? (
        <p
          role="alert"
          className="rounded-control border border-danger bg-danger-soft p-3 text-sm text-red-900"
        >
          {refusal}
        </p>
      ) : null}
      <FilterForm
        label="Find users"
        hidden={{ tab: "users" }}
        filtered={filtered}
        clearTo={adminUrl("users")}
        submit="Search"
        hinted
      >
        <FilterInput
          id="users-q"
          name="q"
          type="search"
          label="Search"
          value={filters.q}
          maxLength={100}
          hint="Name or email"
          wide
        />
        <FilterSelect
          id="users-role"
          name="role"
          label="Role"
          value={filters.role}
          options={ROLES.map((role) => ({ value: role, label: ROLE_LOOK[role].label }))}
          hinted
        />
        <FilterSelect
          id="users-request"
          name="request"
          label="Staff requests"
          value={filters.request}
          options={[
            { value: "pending", label: "Waiting for a decision" },
            { value: "declined", label: "Declined" },
          ]}
          hinted
        />
      </FilterForm>
      <MatchCount total={total} noun={["user", "users"]} filtered={filtered} />
      <DataTable
        caption="Users, newest first"
        captionHidden
        columns={columns(me, here, timeZone)}
        rows={users}
        rowKey={(user) => user.id}
        empty={filtered ? "No users match this search." : "No users yet."}
        paging={{ page, pageCount }}
      />
    </section>
  );
}

/**
 * A new invitation, shown once, with the words of the consultation's (InvitationLink in
 * components/invitation-link.tsx). Not that component: importing it here split it from the chunk
 * the case and submission pages share, which put /cases/{id} over its JavaScript budget.
 */
function InvitationLinkFor({ invited }: { invited: InvitedUser }) {
  return (
    <>
      <p className="mt-3 text-ink">{invitationNote(invited.invitation, invited.name)}</p>
      <label htmlFor="invitation-link" className="mt-2 block text-sm font-medium text-ink">
        Invitation link
      </label>
      <input
        id="invitation-link"
        readOnly
        value={invited.invitation.url}
        className={controlClass(false)}
      />
    </>
  );
}

/** An account just invited: who, and the invitation that sets their password. */
export interface InvitedUser {
  name: string;
  role: string;
  invitation: NewInvitation;
}

/**
 * Create New User, in a dialog the URL opens (`?dialog=new-user`): staff or client only. The
 * account has no password: the person is e-mailed an invitation link to choose their own, and the
 * link is shown here once as well, in the action's answer.
 */
export function CreateUserDialog({
  closeTo,
  action,
  reply,
  invited,
}: {
  closeTo: string;
  action: string;
  reply?: IntentReply;
  invited: InvitedUser | null;
}) {
  const state = useIntentForm("create-user", FORM_SPECS.createUser, reply, {
    id: "new-user",
    shouldValidate: "onSubmit",
  });
  const { fields } = state;
  return (
    <Dialog startAtField id="new-user-dialog" title="Create New User" closeTo={closeTo}>
      {invited ? (
        <div role="status">
          <p className="font-medium text-ink">
            {invited.name}&apos;s {ROLE_LOOK[invited.role]?.label.toLowerCase() ?? ""} account is
            created. They set their password from the invitation link.
          </p>
          <InvitationLinkFor invited={invited} />
          <ButtonLink to={closeTo} className="mt-4">
            Done
          </ButtonLink>
        </div>
      ) : (
        <IntentForm
          state={state}
          action={action}
          preventScrollReset
          submit="Create User"
          pendingText="Creating..."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.firstName} label="First Name" autoComplete="off" />
            <TextField meta={fields.lastName} label="Last Name" autoComplete="off" />
          </div>
          <TextField
            meta={fields.email}
            label="Email"
            type="email"
            autoComplete="off"
            hint="They get an invitation e-mail with a link to choose their own password."
          />
          <SelectField
            meta={fields.role}
            label="Role"
            placeholder="Choose a role"
            options={[
              { value: "staff", label: "Staff" },
              { value: "client", label: "Client" },
            ]}
          />
        </IntentForm>
      )}
    </Dialog>
  );
}
