import { useEffect } from "react";
import { Button } from "~/components/ui/button";
import { RadioGroupField, radioId, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { RegisterSchema, SignInSchema } from "~/utils/auth-schemas";

type Reply = IntentReply | null | undefined;

const ROLES = [
  { value: "client", label: "Client" },
  { value: "staff", label: "Staff Attorney" },
];

export function SignInForm({ reply }: { reply: Reply }) {
  const state = useIntentForm("sign-in", SignInSchema, reply);
  const { fields, pending, lastResult } = state;
  // A refused sign-in clears the password, as the server-rendered page (JavaScript off) does.
  const passwordId = fields.password.id;
  useEffect(() => {
    const input = document.getElementById(passwordId);
    if (lastResult?.error?.[""]?.length && input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, passwordId]);
  return (
    <IntentForm state={state} action="/?index">
      <TextField meta={fields.email} label="Email" type="email" autoComplete="username" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button className="w-full" pending={pending} pendingText="Signing in...">
        Sign In
      </Button>
    </IntentForm>
  );
}

export function RegisterForm({ reply }: { reply: Reply }) {
  const state = useIntentForm("register", RegisterSchema, reply, {
    defaultValue: { role: "client" },
  });
  const { fields, pending } = state;
  return (
    <IntentForm
      state={state}
      action="/?index"
      fieldIds={{ role: radioId(fields.role, ROLES[0].value) }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper and lower case letters."
      />
      <RadioGroupField meta={fields.role} legend="Account type" options={ROLES} />
      <Button className="w-full" pending={pending} pendingText="Creating account...">
        Create Account
      </Button>
    </IntentForm>
  );
}
