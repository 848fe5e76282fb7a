import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { FormBuilderEditor } from "~/components/forms/form-builder-editor";
import { FormPreview } from "~/components/forms/form-preview";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { useToast } from "~/components/toaster";
import type { BuilderReply, loader } from "~/screens/form-builder.server";

export { action, loader } from "~/screens/form-builder.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data?.form ? `Edit ${data.draft.title}` : "New form");

export default function FormBuilderScreen() {
  const { form, draft: saved, staff, assignee, smsConfigured } = useLoaderData<typeof loader>();
  const reply = useActionData<BuilderReply>();
  const navigation = useNavigation();
  const showToast = useToast();
  const saving =
    navigation.state === "submitting" &&
    ["save-draft", "publish"].includes(String(navigation.formData?.get("op")));

  useEffect(() => {
    if (reply?.toast) showToast({ ...reply.toast, variant: "destructive" });
  }, [reply, showToast]);

  const draft = reply?.draft ?? saved;
  const attempt =
    reply && (reply.formError || Object.keys(reply.errors).length || reply.preview)
      ? reply.nonce
      : undefined;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/form-builder" className="text-brand underline hover:no-underline">
          All forms
        </Link>
      </p>
      <ScreenHeading title={form ? `Edit form: ${saved.title}` : "New form"}>
        Add fields from Field types, then save it as a draft or publish it for clients.
      </ScreenHeading>
      {reply?.mode === "preview" ? (
        <FormPreview
          key={reply.nonce}
          draft={draft}
          preview={reply.preview}
          attempt={attempt}
          focus={reply.focus}
        />
      ) : (
        <FormBuilderEditor
          key={reply?.nonce ?? "saved"}
          draft={draft}
          errors={reply?.errors ?? {}}
          formError={reply?.formError ?? null}
          focus={reply?.focus ?? null}
          attempt={attempt}
          staff={staff}
          assignee={reply ? (reply.assignee ?? null) : assignee}
          smsConfigured={smsConfigured}
          form={form}
          pending={saving}
        />
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
