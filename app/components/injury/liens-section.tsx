import { DataTable } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { PublicLien } from "~/services/injury/liens.server";
import type { Page, Shown } from "~/services/injury/pages.server";
import { formatDay } from "~/utils/format";
import type { FieldMeta } from "~/utils/form-state";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { LIEN_HOLDER_KIND_LABELS, LIEN_STATUS_LABELS, optionsOf } from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";
import {
  AddCard,
  DOLLARS_HINT,
  EditAndRemove,
  FileList,
  newestId,
  type InjuryReply,
  SectionColumns,
} from "./injury-form-parts";

const HOLDER_OPTIONS = optionsOf(LIEN_HOLDER_KIND_LABELS);
const LIEN_STATUS_OPTIONS = optionsOf(LIEN_STATUS_LABELS);

/**
 * The liens on the recovery (issue 40): who holds each, what they claim and what was agreed, and
 * where each stands (the day its status last changed).
 */
export function LiensSection({
  liens,
  reply,
}: {
  liens: Page<Shown<PublicLien>>;
  reply: InjuryReply;
}) {
  return (
    <SectionColumns
      cards={
        <>
          <AddCard id="add-lien" title="Add a lien" intent="add-lien" reply={reply}>
            <NewLienForm key={`lien-${newestId(liens.items)}`} reply={reply} />
          </AddCard>
        </>
      }
    >
      <FileList id="liens-title" title="Liens">
        <DataTable
          caption="Liens on the recovery"
          rows={liens.items}
          rowKey={(lien) => lien.id}
          empty="No liens yet."
          paging={liens}
          columns={[
            { id: "holder", header: "Holder", rowHeader: true, cell: (lien) => lien.holder },
            {
              id: "kind",
              header: "Kind",
              cell: (lien) => LIEN_HOLDER_KIND_LABELS[lien.holderKind],
            },
            {
              id: "claimed",
              header: "Claimed",
              cell: (lien) => formatDollars(lien.claimedCents),
            },
            {
              id: "final",
              header: "Final",
              cell: (lien) =>
                lien.finalCents === null ? "Not agreed" : formatDollars(lien.finalCents),
            },
            {
              id: "status",
              header: "Status",
              cell: (lien) =>
                `${LIEN_STATUS_LABELS[lien.status]}${lien.statusChangedOn ? ` since ${formatDay(lien.statusChangedOn)}` : ""}`,
            },
            {
              id: "change",
              header: "Change",
              cell: (lien) => (
                <EditAndRemove
                  kind="lien"
                  row={lien}
                  what={`the ${lien.holder} lien`}
                  spec={INJURY_FORM_SPECS.lienProgress}
                  reply={reply}
                  defaults={{ status: lien.status, finalCents: lien.finalCents }}
                  edit="Update"
                >
                  {(fields) => <LienProgressFields fields={fields} />}
                </EditAndRemove>
              ),
            },
          ]}
        />
      </FileList>
    </SectionColumns>
  );
}

function NewLienForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("add-lien", INJURY_FORM_SPECS.lien, reply, {
    defaultValue: { holderKind: "medicare", status: "notified" },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Add lien" pendingText="Adding...">
      <TextField meta={fields.holder} label="Lien holder" autoComplete="off" />
      <SelectField meta={fields.holderKind} label="Kind of holder" options={HOLDER_OPTIONS} />
      <TextField meta={fields.claimedDollars} label="Amount claimed" hint={DOLLARS_HINT} />
      <LienProgressFields fields={fields} />
    </IntentForm>
  );
}

/** Where a lien stands and what was agreed: the service dates each change of status. */
function LienProgressFields({ fields }: { fields: Record<"finalDollars" | "status", FieldMeta> }) {
  return (
    <>
      <TextField meta={fields.finalDollars} label="Final amount" hint={DOLLARS_HINT} />
      <SelectField meta={fields.status} label="Lien status" options={LIEN_STATUS_OPTIONS} />
    </>
  );
}
