import { SUPPORT_EMAIL_TOKEN } from "~/utils/site-pages";

/**
 * The published pages' templates (issue 14), created when missing and never overwritten: a firm
 * replaces them with its own text (an administrator edits each page where it is shown). Each says
 * it is a template until then. `{supportEmail}` shows the support email from the settings.
 */
const TEMPLATE_NOTICE =
  "This is a template. The firm has not yet replaced it with its own text; an administrator can edit this page.";

export const SITE_PAGE_TEMPLATES = [
  {
    slug: "terms",
    title: "Terms of service",
    body: `${TEMPLATE_NOTICE}

## Using this site
These terms apply to this website, the consultation form, the client portal and the AI intake assistant. By using them you agree to these terms.

## No legal advice until we act for you
Sending a consultation request or talking to the AI intake assistant does not make us your lawyers, and nothing on this site is legal advice for your situation. We act for you only once we have confirmed in writing that we represent you, after checking that we have no conflict of interest.

## What to send us first
Until we have confirmed that we can act for you, send only what we need to check for conflicts: your name, how to reach you, and the names of the other people or companies involved. Please do not send confidential details before then.

## The AI intake assistant
The assistant asks questions and summarises your answers for an attorney. It can make mistakes: check the summary before you create your case, and correct anything that is wrong.

## Your account
Keep your password to yourself and sign out on shared computers. Tell us at once at ${SUPPORT_EMAIL_TOKEN} if you think someone else has used your account.

## Contact
Questions about these terms: ${SUPPORT_EMAIL_TOKEN}.`,
  },
  {
    slug: "privacy",
    title: "Privacy policy",
    body: `${TEMPLATE_NOTICE}

## What we collect
- What you send us: your name, email address, phone number, what happened and when, and any files you attach.
- Your conversation with the AI intake assistant and the summary made from it.
- Messages between you and the firm, and the documents on your case.
- For security: the address your request came from, and a record of sign-ins.

## Why
To answer your request, to check for conflicts of interest, to run your case if we act for you, and to keep your account secure.

## Who sees it
The firm's attorneys and staff who work on your request or case, and its administrators. If the firm has switched on its AI provider, your messages to the intake assistant are sent to that provider to be answered; otherwise the assistant runs on the firm's own server. We do not sell your information.

## Cookies
One cookie keeps you signed in and protects the forms you send; there are no advertising or tracking cookies.

## How long we keep it
As long as your matter is open and then for the period the law and our professional rules require.

## Your rights
You can ask to see, correct or delete what we hold about you, subject to what we must keep. Write to ${SUPPORT_EMAIL_TOKEN}.`,
  },
  {
    slug: "accessibility",
    title: "Accessibility statement",
    body: `${TEMPLATE_NOTICE}

## Our aim
We want everyone to be able to use this site, including people who use a screen reader, a keyboard only, magnification or a slow connection. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.

## How it was tested
- An automated accessibility checker (axe) runs on every screen in the product's browser tests, with their dialogs and panels open.
- Every journey is tested with JavaScript switched off as well as on: every form is an ordinary form and every page works before its scripts arrive.
- The tests find every control by its role and accessible name, as a screen reader announces them; the site has not yet been checked by hand with a screen reader.
- Screens are checked at 320 pixels wide, and the charts in Windows high-contrast mode.
- Everything can be reached and used with a keyboard, with a visible focus outline and a link to skip to the content.

## What we know does not work well yet
- On very narrow screens the text inside charts is small; each chart's numbers are also in a table under "Show the numbers".
- A guided tour of the screens is not available yet.

## Tell us about a problem
If something on this site is hard to use, write to ${SUPPORT_EMAIL_TOKEN} and say which page and what happened. We will answer within five working days and, if we cannot fix it quickly, give you what you need another way.`,
  },
];
