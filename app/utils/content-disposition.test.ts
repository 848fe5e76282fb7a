import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("keeps a plain name as it is", () => {
    expect(attachmentDisposition("brief.pdf")).toBe(
      `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    );
  });

  it("cannot be broken out of: quotes, separators, line breaks and paths are neutralised", () => {
    const header = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1/../b\\c.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a__ filename=_evil.html__X-Injected: 1_.._b_c.pdf"; ` +
        `filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%0D%0AX-Injected%3A%201_.._b_c.pdf`,
    );
  });

  it("gives non-ASCII names exactly in filename* and a stand-in in filename", () => {
    expect(attachmentDisposition("Müller (final).docx")).toBe(
      `attachment; filename="M_ller (final).docx"; filename*=UTF-8''M%C3%BCller%20%28final%29.docx`,
    );
  });

  it("never gives an empty name", () => {
    expect(attachmentDisposition("  ")).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
  });
});
