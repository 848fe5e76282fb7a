import { DataTable } from "~/components/ui/data-table";
import { DateField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { PublicBill } from "~/services/injury/bills.server";
import type { Damages } from "~/services/injury/damages.server";
import type { Page, Shown } from "~/services/injury/pages.server";
import type { ProviderChoice } from "~/services/injury/providers.server";
import { formatDay } from "~/utils/format";
import type { FieldMeta } from "~/utils/form-state";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
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
  SectionColumns,
} from "./injury-form-parts";

const serviceDates = (bill: Shown<PublicBill>) =>
  bill.serviceFrom
    ? bill.serviceTo && bill.serviceTo !== bill.serviceFrom
      ? `${formatDay(bill.serviceFrom)} to ${formatDay(bill.serviceTo)}`
      : formatDay(bill.serviceFrom)
    : "Not known";

/**
 * The case's medical bills (each balance computed) and the damages entered by hand; its liens are
 * the Liens section (liens-section.tsx).
 */
export function BillsSection({
  bills,
  providers,
  damages,
  reply,
}: {
  bills: Page<Shown<PublicBill>>;
  providers: ProviderChoice[];
  damages: Damages;
  reply: InjuryReply;
}) {
  const nameOf = providerNames(providers);
  return (
    <SectionColumns
      cards={
        <>
          <AddCard id="add-bill" title="Add a bill" intent="add-bill" reply={reply}>
            <NewBillForm
              key={`bill-${newestId(bills.items)}`}
              providers={providers}
              reply={reply}
            />
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
        </>
      }
    >
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
    </SectionColumns>
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
