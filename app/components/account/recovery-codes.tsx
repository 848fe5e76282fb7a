/**
 * New recovery codes, shown once: a list someone can copy or print, and what to do with it.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="rounded-control border border-brand bg-brand-soft p-4"
    >
      <h3 id="recovery-codes-title" className="font-semibold text-ink">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-ink">
        Save these codes somewhere safe, such as a password manager, or print them. Each one signs
        you in once if you lose your phone. They will not be shown again.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-ink"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
    </section>
  );
}
