import { DataTable } from "~/components/ui/data-table";
import { DateField, SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { PublicBill } from "~/services/injury/bills.server";
import type { Damages } from "~/services/injury/damages.server";
import type { PublicLien } from "~/services/injury/liens.server";
import type { Page, Shown } from "~/services/injury/pages.server";
import type { ProviderChoice } from "~/services/injury/providers.server";
import { formatDay } from "~/utils/format";
import type { FieldMeta } from "~/utils/form-state";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { LIEN_HOLDER_KIND_LABELS, LIEN_STATUS_LABELS, optionsOf } from "~/utils/injury-words";
import { dollarsInput, formatDollars } from "~/utils/money";
import {
  DOLLARS_HINT,
  FileList,
  newestId,
  ProviderSelect,
  providerNames,
  EditAndRemove,
  type InjuryReply,
  AddCard,
} from "./injury-form-parts";

const HOLDER_OPTIONS = optionsOf(LIEN_HOLDER_KIND_LABELS);
const LIEN_STATUS_OPTIONS = optionsOf(LIEN_STATUS_LABELS);

const serviceDates = (bill: Shown<PublicBill>) =>
  bill.serviceFrom
    ? bill.serviceTo && bill.serviceTo !== bill.serviceFrom
      ? `${formatDay(bill.serviceFrom)} to ${formatDay(bill.serviceTo)}`
      : formatDay(bill.serviceFrom)
    : "Not known";

/** The case's medical bills (each balance computed), its liens, and the damages entered by hand. */
export function BillsSection({
  bills,
  liens,
  providers,
  damages,
  reply,
}: {
  bills: Page<Shown<PublicBill>>;
  liens: Page<Shown<PublicLien>>;
  providers: ProviderChoice[];
  damages: Damages;
  reply: InjuryReply;
}) {
  const nameOf = providerNames(providers);
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="space-y-6 xl:col-span-2">
        <FileList id="bills-title" title="Medical bills">
          <DataTable
            caption="Medical bills, by first date of service"
            rows={bills.items}
            rowKey={(bill) => bill.id}
            empty="No bills yet."
            paging={bills}
            columns={[
              {
                id: "provider",
                header: "Provider",
                rowHeader: true,
                cell: (bill) => nameOf(bill.providerId),
              },
              { id: "dates", header: "Dates of service", cell: serviceDates },
              { id: "billed", header: "Billed", cell: (bill) => formatDollars(bill.billedCents) },
              {
                id: "adjustments",
                header: "Adjustments",
                cell: (bill) => formatDollars(bill.adjustmentCents),
              },
              { id: "paid", header: "Paid", cell: (bill) => formatDollars(bill.paidCents) },
              { id: "payer", header: "Paid by", cell: (bill) => bill.payer ?? "—" },
              {
                id: "balance",
                header: "Balance",
                cell: (bill) => formatDollars(bill.balanceCents),
              },
              {
                id: "change",
                header: "Change",
                cell: (bill) => (
                  <EditAndRemove
                    kind="bill"
                    row={bill}
                    what={`the bill of ${nameOf(bill.providerId)} for ${formatDollars(bill.billedCents)}`}
                    spec={INJURY_FORM_SPECS.bill}
                    reply={reply}
                  >
                    {(fields) => <BillFields fields={fields} providers={providers} />}
                  </EditAndRemove>
                ),
              },
            ]}
          />
        </FileList>
        <FileList id="liens-title" title="Liens">
          <DataTable
            caption="Liens on the recovery"
            rows={liens.items}
            rowKey={(lien) => lien.id}
            empty="No liens yet."
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
      </div>
      <div className="space-y-6">
        <AddCard id="add-bill" title="Add a bill" intent="add-bill" reply={reply}>
          <NewBillForm key={`bill-${newestId(bills.items)}`} providers={providers} reply={reply} />
        </AddCard>
        <AddCard id="add-lien" title="Add a lien" intent="add-lien" reply={reply}>
          <NewLienForm key={`lien-${newestId(liens.items)}`} reply={reply} />
        </AddCard>
        <AddCard
          id="damages-form"
          title="Enter lost wages and other losses"
          intent="save-damages"
          reply={reply}
        >
          <DamagesForm
            key={`${damages.lostWagesCents}-${damages.otherEconomicCents}`}
            damages={damages}
            reply={reply}
          />
        </AddCard>
      </div>
    </div>
  );
}

function NewBillForm({ providers, reply }: { providers: ProviderChoice[]; reply: InjuryReply }) {
  const state = useIntentForm("add-bill", INJURY_FORM_SPECS.bill, reply);
  const { fields } = state;
  return providers.length === 0 ? (
    <p className="text-sm text-ink-muted">Add the provider first, under Treatment.</p>
  ) : (
    <IntentForm state={state} submit="Add bill" pendingText="Adding...">
      <BillFields fields={fields} providers={providers} />
    </IntentForm>
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

function DamagesForm({ damages, reply }: { damages: Damages; reply: InjuryReply }) {
  const state = useIntentForm("save-damages", INJURY_FORM_SPECS.damages, reply, {
    defaultValue: {
      lostWagesDollars: dollarsInput(damages.lostWagesCents),
      otherEconomicDollars: dollarsInput(damages.otherEconomicCents),
    },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Save damages" pendingText="Saving...">
      <TextField meta={fields.lostWagesDollars} label="Lost wages" hint={DOLLARS_HINT} />
      <TextField
        meta={fields.otherEconomicDollars}
        label="Other economic losses"
        hint={DOLLARS_HINT}
      />
    </IntentForm>
  );
}

type BillFieldMetas = Record<
  | "providerId"
  | "serviceFrom"
  | "serviceTo"
  | "billedDollars"
  | "adjustmentDollars"
  | "paidDollars"
  | "payer",
  FieldMeta
>;

/** A bill's fields, as added and as corrected. */
function BillFields({
  fields,
  providers,
}: {
  fields: BillFieldMetas;
  providers: ProviderChoice[];
}) {
  return (
    <>
      <ProviderSelect meta={fields.providerId} providers={providers} />
      <DateField meta={fields.serviceFrom} label="First date of service" />
      <DateField meta={fields.serviceTo} label="Last date of service" />
      <TextField meta={fields.billedDollars} label="Amount billed" hint={DOLLARS_HINT} />
      <TextField meta={fields.adjustmentDollars} label="Adjustments" hint={DOLLARS_HINT} />
      <TextField meta={fields.paidDollars} label="Amount paid" hint={DOLLARS_HINT} />
      <TextField meta={fields.payer} label="Paid by" autoComplete="off" />
    </>
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
