import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { ActionNotice } from "~/components/admin/notice";
import { AdminPage, AdminSection } from "~/components/admin/page-shell";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { backOfficeCopy } from "~/content/back-office";
import { irreversibleCopy } from "~/content/irreversible-actions";

const copy = backOfficeCopy.team;
const asked = irreversibleCopy.adminRevoke;

/** One admin, as the loader lists them (`since` already written in UTC). */
export interface TeamAdminRow {
  userId: string;
  name: string;
  email: string;
  since: string | null;
  twoFactorEnabled: boolean | null;
}

export interface TeamPageProps {
  me: string;
  admins: TeamAdminRow[];
  actionData: { ok: true; message: string } | { ok: false; message?: string; emailError?: string; email?: string } | undefined;
}

/** The back office's team: the admins (each removable, asked first in the kit's confirm dialog), and the form that makes an account an admin. */
export function TeamPage({ me, admins, actionData }: TeamPageProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const columns: DataColumn<TeamAdminRow>[] = [
    {
      key: "name",
      header: copy.columns.name,
      rowHeader: true,
      cell: (a) => (
        <>
          {a.name} {a.userId === me && <span className="font-normal text-neutral-300">{copy.you}</span>}
        </>
      ),
    },
    { key: "email", header: copy.columns.email, cell: (a) => a.email },
    { key: "since", header: copy.columns.since, cell: (a) => <span className="whitespace-nowrap">{a.since}</span> },
    { key: "twoStep", header: copy.columns.twoStep, cell: (a) => (a.twoFactorEnabled ? copy.twoStepOn : copy.twoStepOff) },
    {
      key: "actions",
      header: copy.columns.actions,
      cell: (a) => (
        <Form method="post" id={`revoke-${a.userId}`} data-revoke-form={a.email}>
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="userId" value={a.userId} />
          <ConfirmDialog
            formId={`revoke-${a.userId}`}
            label={copy.revokeShort}
            ariaLabel={copy.revoke(a.email)}
            variant="outline"
            busy={busyIntent === "revoke"}
            busyLabel={copy.revokeShort}
            title={asked.title(a.email)}
            description={<p>{asked.body(a.email)}</p>}
            confirmLabel={asked.confirm}
            cancelLabel={asked.cancel}
            checkboxLabel={asked.checkbox(a.email)}
          />
        </Form>
      ),
    },
  ];

  return (
    <AdminPage width="medium" title={copy.title} intro={copy.intro}>
      <ActionNotice answer={actionData} />
      <DataTable id="admins" caption={copy.listCaption} columns={columns} rows={admins} rowKey={(a) => a.userId} rowProps={(a) => ({ "data-admin": a.email })} tableClassName="min-w-[40rem]" className="mt-6" />

      <AdminSection id="team-grant" title={copy.grantHeading}>
        <Form method="post" noValidate className="mt-4 space-y-4" aria-busy={busyIntent === "grant"}>
          <input type="hidden" name="intent" value="grant" />
          <Field
            id="team-grant-email"
            name="email"
            type="email"
            label={copy.email}
            hint={copy.emailHint}
            error={failed?.emailError}
            defaultValue={failed?.email}
            autoComplete="off"
            spellCheck={false}
            maxLength={320}
            required
          />
          <Button type="submit" disabled={busyIntent === "grant"}>
            {busyIntent === "grant" ? copy.granting : copy.grant}
          </Button>
        </Form>
      </AdminSection>
    </AdminPage>
  );
}
