import { useEffect } from "react";
import { RadioGroupField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { FieldMeta } from "~/utils/form-state";
import { FORM_SPECS } from "~/utils/form-specs";

type Reply = IntentReply | null | undefined;

const ROLES = [
  { value: "client", label: "Client" },
  { value: "staff", label: "Staff Attorney" },
];

export function SignInForm({ reply }: { reply: Reply }) {
  const state = useIntentForm("sign-in", FORM_SPECS.signIn, reply);
  const { fields, lastResult } = state;
  // A refused sign-in clears the password, as the server-rendered page (JavaScript off) does.
  const passwordId = fields.password.id;
  useEffect(() => {
    const input = document.getElementById(passwordId);
    if (lastResult?.error?.[""]?.length && input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, passwordId]);
  return (
    <IntentForm state={state} action="/?index" submit="Sign In" pendingText="Signing in...">
      <Credentials email={fields.email} password={fields.password} />
    </IntentForm>
  );
}

export function RegisterForm({ reply }: { reply: Reply }) {
  const state = useIntentForm("register", FORM_SPECS.register, reply, {
    defaultValue: { role: "client" },
  });
  const { fields } = state;
  return (
    <IntentForm
      state={state}
      action="/?index"
      submit="Create Account"
      pendingText="Creating account..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <Credentials email={fields.email} password={fields.password} isNew />
      <RadioGroupField
        meta={fields.role}
        legend="Account type"
        options={ROLES}
        hint="A staff account opens once an administrator of the firm approves it."
      />
    </IntentForm>
  );
}

/**
 * Email and password, marked up so that a password manager offers the saved ones to a returning
 * user and a new, strong one to a new user.
 */
function Credentials({
  email,
  password,
  isNew = false,
}: {
  email: FieldMeta;
  password: FieldMeta;
  isNew?: boolean;
}) {
  return (
    <>
      <TextField meta={email} label="Email" type="email" autoComplete="username" />
      <TextField
        meta={password}
        label="Password"
        type="password"
        autoComplete={isNew ? "new-password" : "current-password"}
        hint={isNew ? "At least 8 characters, with upper and lower case letters." : undefined}
      />
    </>
  );
}
