/**
 * The statutes of limitations a personal-injury firm calendars first: personal injury, wrongful
 * death and (negligent) property damage in every state and DC, and the federal FTCA claim. A plain
 * module with no database, so the case page, the server and the tests read the same table.
 *
 * A reference, not advice: each entry gives the general rule and its statute. Where two periods
 * can govern the same claim (courts split, or a trespass and a negligence statute overlap) the
 * entry gives the shorter and names the longer in its note, because a deadline calendared too
 * early costs a day and one calendared too late costs the case. Entries whose figure or citation
 * should be confirmed against the current statute have a note starting with "verify".
 * Claim types not in the table (medical malpractice, product liability, claims against a state or
 * city, other) have special periods, notice rules and repose limits: the attorney sets those.
 */
import type { ClaimType, Jurisdiction } from "~/utils/jurisdictions";

export type TabledClaimType =
  "personal_injury" | "wrongful_death" | "property_damage" | "government_claim";

export interface LimitationPeriod {
  jurisdiction: Jurisdiction;
  claimType: TabledClaimType;
  /** Exactly one of years and months. */
  years?: number;
  months?: number;
  /** The statute, in the usual citation form. */
  citation: string;
  /** The official statute text where known, else a well-known reference. */
  source: string;
  /** "YYYY-MM-DD": when the entry was last checked. */
  checked: string;
  /** When the period does not run from the incident, e.g. "the date of death". */
  runsFrom?: string;
  /** A short caveat; one starting with "verify" marks an entry to confirm. */
  note?: string;
  /** "YYYY-MM-DD": this rule governs claims accruing on or after this date... */
  since?: string;
  /** ...and this one those accruing before it. */
  before?: { years?: number; months?: number; citation: string };
}

export interface LimitationRule {
  years?: number;
  months?: number;
  citation: string;
  /** "2 years, Cal. Civ. Proc. Code § 335.1". */
  rule: string;
  source: string;
  checked: string;
  runsFrom?: string;
  note?: string;
}

const CHECKED = "2026-11-28";
const DEATH = "the date of death";

function entry(fields: Omit<LimitationPeriod, "checked">): LimitationPeriod {
  return { ...fields, checked: CHECKED };
}

/** Justia's copy of a state's code, where the state publishes no free official text we can link. */
function justia(state: string): string {
  return `https://law.justia.com/codes/${state}/`;
}

const CA_CCP = "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CCP";
const FL_95_11 = "https://www.flsenate.gov/Laws/Statutes/2025/95.11";
const FL_NOTE =
  "HB 837 (Ch. 2023-15, Laws of Fla.) cut negligence from 4 to 2 years for causes of action accruing after March 24, 2023; it enacted the rule as § 95.11(4)(a), renumbered § 95.11(5)(a) in 2024";
const LA_ACT_423 = "https://www.legis.la.gov/legis/BillInfo.aspx?s=24RS&b=HB315";
const LA_NOTE =
  "Act 423 of 2024 (enacted as art. 3493.11, redesignated 3493.1) applies to delictual actions arising after July 1, 2024; art. 3492 (1 year) still governs earlier ones";
const PA_5524 =
  "https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=42&div=0&chpt=55&sctn=24&subsctn=0";

export const LIMITATION_TABLE: readonly LimitationPeriod[] = [
  // Alabama
  entry({
    jurisdiction: "AL",
    claimType: "personal_injury",
    years: 2,
    citation: "Ala. Code § 6-2-38(l)",
    source: justia("alabama"),
  }),
  entry({
    jurisdiction: "AL",
    claimType: "wrongful_death",
    years: 2,
    citation: "Ala. Code § 6-5-410(d)",
    source: justia("alabama"),
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "AL",
    claimType: "property_damage",
    years: 2,
    citation: "Ala. Code § 6-2-38(l)",
    source: justia("alabama"),
    note: "verify: negligent (consequential) damage is 2 years; a direct trespass to real or personal property, often applied to vehicle damage, is 6 years under § 6-2-34",
  }),
  // Alaska
  entry({
    jurisdiction: "AK",
    claimType: "personal_injury",
    years: 2,
    citation: "Alaska Stat. § 09.10.070(a)",
    source: "https://www.akleg.gov/basis/statutes.asp#09.10.070",
  }),
  entry({
    jurisdiction: "AK",
    claimType: "wrongful_death",
    years: 2,
    citation: "Alaska Stat. § 09.55.580(a)",
    source: "https://www.akleg.gov/basis/statutes.asp#09.55.580",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "AK",
    claimType: "property_damage",
    years: 2,
    citation: "Alaska Stat. § 09.10.070(a)",
    source: "https://www.akleg.gov/basis/statutes.asp#09.10.070",
    note: "Injury to personal property; waste or trespass on real property is 6 years (§ 09.10.050)",
  }),
  // Arizona
  entry({
    jurisdiction: "AZ",
    claimType: "personal_injury",
    years: 2,
    citation: "Ariz. Rev. Stat. § 12-542(1)",
    source: "https://www.azleg.gov/ars/12/00542.htm",
  }),
  entry({
    jurisdiction: "AZ",
    claimType: "wrongful_death",
    years: 2,
    citation: "Ariz. Rev. Stat. § 12-542(2)",
    source: "https://www.azleg.gov/ars/12/00542.htm",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "AZ",
    claimType: "property_damage",
    years: 2,
    citation: "Ariz. Rev. Stat. § 12-542(3)",
    source: "https://www.azleg.gov/ars/12/00542.htm",
  }),
  // Arkansas
  entry({
    jurisdiction: "AR",
    claimType: "personal_injury",
    years: 3,
    citation: "Ark. Code Ann. § 16-56-105",
    source: justia("arkansas"),
  }),
  entry({
    jurisdiction: "AR",
    claimType: "wrongful_death",
    years: 3,
    citation: "Ark. Code Ann. § 16-62-102(c)",
    source: justia("arkansas"),
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "AR",
    claimType: "property_damage",
    years: 3,
    citation: "Ark. Code Ann. § 16-56-105",
    source: justia("arkansas"),
  }),
  // California
  entry({
    jurisdiction: "CA",
    claimType: "personal_injury",
    years: 2,
    citation: "Cal. Civ. Proc. Code § 335.1",
    source: `${CA_CCP}&sectionNum=335.1`,
  }),
  entry({
    jurisdiction: "CA",
    claimType: "wrongful_death",
    years: 2,
    citation: "Cal. Civ. Proc. Code § 335.1",
    source: `${CA_CCP}&sectionNum=335.1`,
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "CA",
    claimType: "property_damage",
    years: 3,
    citation: "Cal. Civ. Proc. Code § 338(c)",
    source: `${CA_CCP}&sectionNum=338`,
    note: "Goods and chattels; trespass upon or injury to real property is § 338(b), also 3 years",
  }),
  // Colorado
  entry({
    jurisdiction: "CO",
    claimType: "personal_injury",
    years: 2,
    citation: "Colo. Rev. Stat. § 13-80-102(1)(a)",
    source: justia("colorado"),
    note: "Motor vehicle accidents: 3 years (§ 13-80-101(1)(n))",
  }),
  entry({
    jurisdiction: "CO",
    claimType: "wrongful_death",
    years: 2,
    citation: "Colo. Rev. Stat. § 13-80-102(1)(d)",
    source: justia("colorado"),
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "CO",
    claimType: "property_damage",
    years: 2,
    citation: "Colo. Rev. Stat. § 13-80-102(1)(a)",
    source: justia("colorado"),
    note: "Motor vehicle accidents: 3 years (§ 13-80-101(1)(n))",
  }),
  // Connecticut
  entry({
    jurisdiction: "CT",
    claimType: "personal_injury",
    years: 2,
    citation: "Conn. Gen. Stat. § 52-584",
    source: "https://www.cga.ct.gov/current/pub/chap_926.htm#sec_52-584",
    note: "Negligence; intentional torts are 3 years (§ 52-577)",
  }),
  entry({
    jurisdiction: "CT",
    claimType: "wrongful_death",
    years: 2,
    citation: "Conn. Gen. Stat. § 52-555",
    source: "https://www.cga.ct.gov/current/pub/chap_925.htm#sec_52-555",
    runsFrom: DEATH,
    note: "And within 5 years of the act or omission",
  }),
  entry({
    jurisdiction: "CT",
    claimType: "property_damage",
    years: 2,
    citation: "Conn. Gen. Stat. § 52-584",
    source: "https://www.cga.ct.gov/current/pub/chap_926.htm#sec_52-584",
  }),
  // Delaware
  entry({
    jurisdiction: "DE",
    claimType: "personal_injury",
    years: 2,
    citation: "Del. Code Ann. tit. 10, § 8119",
    source: "https://delcode.delaware.gov/title10/c081/index.html",
  }),
  entry({
    jurisdiction: "DE",
    claimType: "wrongful_death",
    years: 2,
    citation: "Del. Code Ann. tit. 10, § 8107",
    source: "https://delcode.delaware.gov/title10/c081/index.html",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "DE",
    claimType: "property_damage",
    years: 2,
    citation: "Del. Code Ann. tit. 10, § 8107",
    source: "https://delcode.delaware.gov/title10/c081/index.html",
    note: "Personal property; damage to real property is 3 years (§ 8106)",
  }),
  // District of Columbia
  entry({
    jurisdiction: "DC",
    claimType: "personal_injury",
    years: 3,
    citation: "D.C. Code § 12-301(a)(8)",
    source: "https://code.dccouncil.gov/us/dc/council/code/sections/12-301",
  }),
  entry({
    jurisdiction: "DC",
    claimType: "wrongful_death",
    years: 2,
    citation: "D.C. Code § 16-2702",
    source: "https://code.dccouncil.gov/us/dc/council/code/sections/16-2702",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "DC",
    claimType: "property_damage",
    years: 3,
    citation: "D.C. Code § 12-301(a)(3)",
    source: "https://code.dccouncil.gov/us/dc/council/code/sections/12-301",
  }),
  // Florida
  entry({
    jurisdiction: "FL",
    claimType: "personal_injury",
    years: 2,
    citation: "Fla. Stat. § 95.11(5)(a)",
    source: FL_95_11,
    since: "2023-03-24",
    before: { years: 4, citation: "Fla. Stat. § 95.11(3)(a)" },
    note: FL_NOTE,
  }),
  entry({
    jurisdiction: "FL",
    claimType: "wrongful_death",
    years: 2,
    citation: "Fla. Stat. § 95.11(5)(e)",
    source: FL_95_11,
    runsFrom: DEATH,
    note: "Numbered § 95.11(4)(d) before 2023, (4)(e) from 2023 to 2024",
  }),
  entry({
    jurisdiction: "FL",
    claimType: "property_damage",
    years: 2,
    citation: "Fla. Stat. § 95.11(5)(a)",
    source: FL_95_11,
    since: "2023-03-24",
    before: { years: 4, citation: "Fla. Stat. § 95.11(3)(a)" },
    note: `verify: negligence, as cut by HB 837; § 95.11(3) still gives 4 years for injuring personal property and trespass on real property. ${FL_NOTE}`,
  }),
  // Georgia
  entry({
    jurisdiction: "GA",
    claimType: "personal_injury",
    years: 2,
    citation: "O.C.G.A. § 9-3-33",
    source: justia("georgia"),
  }),
  entry({
    jurisdiction: "GA",
    claimType: "wrongful_death",
    years: 2,
    citation: "O.C.G.A. § 9-3-33",
    source: justia("georgia"),
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "GA",
    claimType: "property_damage",
    years: 4,
    citation: "O.C.G.A. §§ 9-3-30, 9-3-31",
    source: justia("georgia"),
  }),
  // Hawaii
  entry({
    jurisdiction: "HI",
    claimType: "personal_injury",
    years: 2,
    citation: "Haw. Rev. Stat. § 657-7",
    source: "https://www.capitol.hawaii.gov/hrscurrent/Vol13_Ch0601-0676/HRS0657/HRS_0657-0007.htm",
  }),
  entry({
    jurisdiction: "HI",
    claimType: "wrongful_death",
    years: 2,
    citation: "Haw. Rev. Stat. §§ 657-7, 663-3",
    source: "https://www.capitol.hawaii.gov/hrscurrent/Vol13_Ch0601-0676/HRS0657/HRS_0657-0007.htm",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "HI",
    claimType: "property_damage",
    years: 2,
    citation: "Haw. Rev. Stat. § 657-7",
    source: "https://www.capitol.hawaii.gov/hrscurrent/Vol13_Ch0601-0676/HRS0657/HRS_0657-0007.htm",
  }),
  // Idaho
  entry({
    jurisdiction: "ID",
    claimType: "personal_injury",
    years: 2,
    citation: "Idaho Code § 5-219(4)",
    source: "https://legislature.idaho.gov/statutesrules/idstat/Title5/T5CH2/SECT5-219/",
  }),
  entry({
    jurisdiction: "ID",
    claimType: "wrongful_death",
    years: 2,
    citation: "Idaho Code § 5-219(4)",
    source: "https://legislature.idaho.gov/statutesrules/idstat/Title5/T5CH2/SECT5-219/",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "ID",
    claimType: "property_damage",
    years: 3,
    citation: "Idaho Code § 5-218",
    source: "https://legislature.idaho.gov/statutesrules/idstat/Title5/T5CH2/SECT5-218/",
  }),
  // Illinois
  entry({
    jurisdiction: "IL",
    claimType: "personal_injury",
    years: 2,
    citation: "735 ILCS 5/13-202",
    source: "https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=073500050K13-202",
  }),
  entry({
    jurisdiction: "IL",
    claimType: "wrongful_death",
    years: 2,
    citation: "740 ILCS 180/2",
    source: "https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=074001800K2",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "IL",
    claimType: "property_damage",
    years: 5,
    citation: "735 ILCS 5/13-205",
    source: "https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=073500050K13-205",
  }),
  // Indiana
  entry({
    jurisdiction: "IN",
    claimType: "personal_injury",
    years: 2,
    citation: "Ind. Code § 34-11-2-4",
    source: justia("indiana"),
  }),
  entry({
    jurisdiction: "IN",
    claimType: "wrongful_death",
    years: 2,
    citation: "Ind. Code § 34-23-1-1",
    source: justia("indiana"),
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "IN",
    claimType: "property_damage",
    years: 2,
    citation: "Ind. Code § 34-11-2-4",
    source: justia("indiana"),
    note: "Personal property; injury to real property is 6 years (§ 34-11-2-7)",
  }),
  // Iowa
  entry({
    jurisdiction: "IA",
    claimType: "personal_injury",
    years: 2,
    citation: "Iowa Code § 614.1(2)",
    source: "https://www.legis.iowa.gov/docs/code/614.1.pdf",
  }),
  entry({
    jurisdiction: "IA",
    claimType: "wrongful_death",
    years: 2,
    citation: "Iowa Code § 614.1(2)",
    source: "https://www.legis.iowa.gov/docs/code/614.1.pdf",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "IA",
    claimType: "property_damage",
    years: 5,
    citation: "Iowa Code § 614.1(4)",
    source: "https://www.legis.iowa.gov/docs/code/614.1.pdf",
  }),
  // Kansas
  entry({
    jurisdiction: "KS",
    claimType: "personal_injury",
    years: 2,
    citation: "Kan. Stat. Ann. § 60-513(a)(4)",
    source: "https://www.ksrevisor.org/statutes/chapters/ch60/060_005_0013.html",
  }),
  entry({
    jurisdiction: "KS",
    claimType: "wrongful_death",
    years: 2,
    citation: "Kan. Stat. Ann. § 60-513(a)(5)",
    source: "https://www.ksrevisor.org/statutes/chapters/ch60/060_005_0013.html",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "KS",
    claimType: "property_damage",
    years: 2,
    citation: "Kan. Stat. Ann. § 60-513(a)",
    source: "https://www.ksrevisor.org/statutes/chapters/ch60/060_005_0013.html",
  }),
  // Kentucky
  entry({
    jurisdiction: "KY",
    claimType: "personal_injury",
    years: 1,
    citation: "Ky. Rev. Stat. § 413.140(1)(a)",
    source: justia("kentucky"),
    note: "Motor vehicle accidents: 2 years from the injury or the last reparations (PIP) payment, KRS 304.39-230(6)",
  }),
  entry({
    jurisdiction: "KY",
    claimType: "wrongful_death",
    years: 1,
    citation: "Ky. Rev. Stat. §§ 413.140(1)(a), 413.180",
    source: justia("kentucky"),
    runsFrom:
      "the personal representative's appointment, if made within a year of the death (KRS 413.180)",
    note: "Motor vehicle accidents: 2 years from the death or the last reparations (PIP) payment, KRS 304.39-230(6)",
  }),
  entry({
    jurisdiction: "KY",
    claimType: "property_damage",
    years: 2,
    citation: "Ky. Rev. Stat. § 413.125",
    source: justia("kentucky"),
    note: "Personal property; injury to real property is 5 years (§ 413.120)",
  }),
  // Louisiana
  entry({
    jurisdiction: "LA",
    claimType: "personal_injury",
    years: 2,
    citation: "La. Civ. Code art. 3493.1",
    source: LA_ACT_423,
    since: "2024-07-01",
    before: { years: 1, citation: "La. Civ. Code art. 3492" },
    note: LA_NOTE,
  }),
  entry({
    jurisdiction: "LA",
    claimType: "wrongful_death",
    years: 2,
    citation: "La. Civ. Code art. 3493.1",
    source: LA_ACT_423,
    runsFrom: DEATH,
    since: "2024-07-01",
    before: { years: 1, citation: "La. Civ. Code art. 3492" },
    note: `The action itself is art. 2315.2. ${LA_NOTE}`,
  }),
  entry({
    jurisdiction: "LA",
    claimType: "property_damage",
    years: 2,
    citation: "La. Civ. Code art. 3493.1",
    source: LA_ACT_423,
    since: "2024-07-01",
    before: { years: 1, citation: "La. Civ. Code art. 3492" },
    note: `Damage to immovable property runs from the owner's knowledge of it (art. 3493.2, formerly art. 3493). ${LA_NOTE}`,
  }),
  // Maine
  entry({
    jurisdiction: "ME",
    claimType: "personal_injury",
    years: 6,
    citation: "Me. Rev. Stat. tit. 14, § 752",
    source: "https://legislature.maine.gov/statutes/14/title14sec752.html",
  }),
  entry({
    jurisdiction: "ME",
    claimType: "wrongful_death",
    years: 2,
    citation: "Me. Rev. Stat. tit. 18-C, § 2-807",
    source: "https://legislature.maine.gov/statutes/18-C/title18-Csec2-807.html",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "ME",
    claimType: "property_damage",
    years: 6,
    citation: "Me. Rev. Stat. tit. 14, § 752",
    source: "https://legislature.maine.gov/statutes/14/title14sec752.html",
  }),
  // Maryland
  entry({
    jurisdiction: "MD",
    claimType: "personal_injury",
    years: 3,
    citation: "Md. Code Ann., Cts. & Jud. Proc. § 5-101",
    source:
      "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcj&section=5-101&enactments=false",
  }),
  entry({
    jurisdiction: "MD",
    claimType: "wrongful_death",
    years: 3,
    citation: "Md. Code Ann., Cts. & Jud. Proc. § 3-904(g)",
    source:
      "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcj&section=3-904&enactments=false",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "MD",
    claimType: "property_damage",
    years: 3,
    citation: "Md. Code Ann., Cts. & Jud. Proc. § 5-101",
    source:
      "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcj&section=5-101&enactments=false",
  }),
  // Massachusetts
  entry({
    jurisdiction: "MA",
    claimType: "personal_injury",
    years: 3,
    citation: "Mass. Gen. Laws ch. 260, § 2A",
    source: "https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleV/Chapter260/Section2A",
  }),
  entry({
    jurisdiction: "MA",
    claimType: "wrongful_death",
    years: 3,
    citation: "Mass. Gen. Laws ch. 229, § 2",
    source: "https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleII/Chapter229/Section2",
    runsFrom: "the date of death, or when its wrongful cause was or should have been known",
  }),
  entry({
    jurisdiction: "MA",
    claimType: "property_damage",
    years: 3,
    citation: "Mass. Gen. Laws ch. 260, § 2A",
    source: "https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleV/Chapter260/Section2A",
  }),
  // Michigan
  entry({
    jurisdiction: "MI",
    claimType: "personal_injury",
    years: 3,
    citation: "Mich. Comp. Laws § 600.5805(2)",
    source: "https://www.legislature.mi.gov/Home/RenderDoc?objectName=mcl-236-1961-58",
  }),
  entry({
    jurisdiction: "MI",
    claimType: "wrongful_death",
    years: 3,
    citation: "Mich. Comp. Laws §§ 600.5805(2), 600.5852",
    source: "https://www.legislature.mi.gov/Home/RenderDoc?objectName=mcl-236-1961-58",
    note: "§ 600.5852 lets the personal representative sue within 2 years of letters of authority, up to 3 years after the period would have run",
  }),
  entry({
    jurisdiction: "MI",
    claimType: "property_damage",
    years: 3,
    citation: "Mich. Comp. Laws § 600.5805(2)",
    source: "https://www.legislature.mi.gov/Home/RenderDoc?objectName=mcl-236-1961-58",
  }),
  // Minnesota
  entry({
    jurisdiction: "MN",
    claimType: "personal_injury",
    years: 6,
    citation: "Minn. Stat. § 541.05, subd. 1(5)",
    source: "https://www.revisor.mn.gov/statutes/cite/541.05",
    note: "Negligence; intentional torts such as assault and battery are 2 years (§ 541.07(1))",
  }),
  entry({
    jurisdiction: "MN",
    claimType: "wrongful_death",
    years: 3,
    citation: "Minn. Stat. § 573.02, subd. 1",
    source: "https://www.revisor.mn.gov/statutes/cite/573.02",
    runsFrom: DEATH,
    note: "And within 6 years of the act or omission",
  }),
  entry({
    jurisdiction: "MN",
    claimType: "property_damage",
    years: 6,
    citation: "Minn. Stat. § 541.05, subd. 1(3)-(4)",
    source: "https://www.revisor.mn.gov/statutes/cite/541.05",
  }),
  // Mississippi
  entry({
    jurisdiction: "MS",
    claimType: "personal_injury",
    years: 3,
    citation: "Miss. Code Ann. § 15-1-49",
    source: justia("mississippi"),
  }),
  entry({
    jurisdiction: "MS",
    claimType: "wrongful_death",
    years: 3,
    citation: "Miss. Code Ann. §§ 11-7-13, 15-1-49",
    source: justia("mississippi"),
    runsFrom: DEATH,
    note: "verify: the death statute borrows the period of the underlying claim; confirm when it starts to run",
  }),
  entry({
    jurisdiction: "MS",
    claimType: "property_damage",
    years: 3,
    citation: "Miss. Code Ann. § 15-1-49",
    source: justia("mississippi"),
  }),
  // Missouri
  entry({
    jurisdiction: "MO",
    claimType: "personal_injury",
    years: 5,
    citation: "Mo. Rev. Stat. § 516.120(4)",
    source: "https://revisor.mo.gov/main/OneSection.aspx?section=516.120",
  }),
  entry({
    jurisdiction: "MO",
    claimType: "wrongful_death",
    years: 3,
    citation: "Mo. Rev. Stat. § 537.100",
    source: "https://revisor.mo.gov/main/OneSection.aspx?section=537.100",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "MO",
    claimType: "property_damage",
    years: 5,
    citation: "Mo. Rev. Stat. § 516.120(4)",
    source: "https://revisor.mo.gov/main/OneSection.aspx?section=516.120",
  }),
  // Montana
  entry({
    jurisdiction: "MT",
    claimType: "personal_injury",
    years: 3,
    citation: "Mont. Code Ann. § 27-2-204(1)",
    source: justia("montana"),
    note: "verify: a revised § 27-2-204 takes effect October 1, 2026; confirm the period is unchanged",
  }),
  entry({
    jurisdiction: "MT",
    claimType: "wrongful_death",
    years: 3,
    citation: "Mont. Code Ann. § 27-2-204(2)",
    source: justia("montana"),
    runsFrom: DEATH,
    note: "verify: a revised § 27-2-204 takes effect October 1, 2026; confirm the period is unchanged. Death by homicide: 10 years",
  }),
  entry({
    jurisdiction: "MT",
    claimType: "property_damage",
    years: 2,
    citation: "Mont. Code Ann. § 27-2-207(1)",
    source: justia("montana"),
    note: "verify: Ritland v. Rowe (Mont. 1993) applied the longer 3 years of § 27-2-204(1) to negligent damage",
  }),
  // Nebraska
  entry({
    jurisdiction: "NE",
    claimType: "personal_injury",
    years: 4,
    citation: "Neb. Rev. Stat. § 25-207(3)",
    source: "https://nebraskalegislature.gov/laws/statutes.php?statute=25-207",
  }),
  entry({
    jurisdiction: "NE",
    claimType: "wrongful_death",
    years: 2,
    citation: "Neb. Rev. Stat. § 30-810",
    source: "https://nebraskalegislature.gov/laws/statutes.php?statute=30-810",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "NE",
    claimType: "property_damage",
    years: 4,
    citation: "Neb. Rev. Stat. § 25-207(1)-(2)",
    source: "https://nebraskalegislature.gov/laws/statutes.php?statute=25-207",
  }),
  // Nevada
  entry({
    jurisdiction: "NV",
    claimType: "personal_injury",
    years: 2,
    citation: "Nev. Rev. Stat. § 11.190(4)(e)",
    source: "https://www.leg.state.nv.us/NRS/NRS-011.html",
  }),
  entry({
    jurisdiction: "NV",
    claimType: "wrongful_death",
    years: 2,
    citation: "Nev. Rev. Stat. § 11.190(4)(e)",
    source: "https://www.leg.state.nv.us/NRS/NRS-011.html",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "NV",
    claimType: "property_damage",
    years: 3,
    citation: "Nev. Rev. Stat. § 11.190(3)(b)-(c)",
    source: "https://www.leg.state.nv.us/NRS/NRS-011.html",
  }),
  // New Hampshire
  entry({
    jurisdiction: "NH",
    claimType: "personal_injury",
    years: 3,
    citation: "N.H. Rev. Stat. Ann. § 508:4",
    source: "https://www.gencourt.state.nh.us/rsa/html/LII/508/508-4.htm",
  }),
  entry({
    jurisdiction: "NH",
    claimType: "wrongful_death",
    years: 3,
    citation: "N.H. Rev. Stat. Ann. § 508:4",
    source: "https://www.gencourt.state.nh.us/rsa/html/LII/508/508-4.htm",
    note: "Death actions under RSA 556 are subject to § 508:4",
  }),
  entry({
    jurisdiction: "NH",
    claimType: "property_damage",
    years: 3,
    citation: "N.H. Rev. Stat. Ann. § 508:4",
    source: "https://www.gencourt.state.nh.us/rsa/html/LII/508/508-4.htm",
  }),
  // New Jersey
  entry({
    jurisdiction: "NJ",
    claimType: "personal_injury",
    years: 2,
    citation: "N.J. Stat. Ann. § 2A:14-2",
    source: justia("new-jersey"),
  }),
  entry({
    jurisdiction: "NJ",
    claimType: "wrongful_death",
    years: 2,
    citation: "N.J. Stat. Ann. § 2A:31-3",
    source: justia("new-jersey"),
    runsFrom: DEATH,
    note: "No limit where the death was murder or manslaughter",
  }),
  entry({
    jurisdiction: "NJ",
    claimType: "property_damage",
    years: 6,
    citation: "N.J. Stat. Ann. § 2A:14-1",
    source: justia("new-jersey"),
  }),
  // New Mexico
  entry({
    jurisdiction: "NM",
    claimType: "personal_injury",
    years: 3,
    citation: "N.M. Stat. Ann. § 37-1-8",
    source: justia("new-mexico"),
  }),
  entry({
    jurisdiction: "NM",
    claimType: "wrongful_death",
    years: 3,
    citation: "N.M. Stat. Ann. § 41-2-2",
    source: justia("new-mexico"),
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "NM",
    claimType: "property_damage",
    years: 4,
    citation: "N.M. Stat. Ann. § 37-1-4",
    source: justia("new-mexico"),
  }),
  // New York
  entry({
    jurisdiction: "NY",
    claimType: "personal_injury",
    years: 3,
    citation: "N.Y. C.P.L.R. 214(5)",
    source: "https://www.nysenate.gov/legislation/laws/CVP/214",
  }),
  entry({
    jurisdiction: "NY",
    claimType: "wrongful_death",
    years: 2,
    citation: "N.Y. Est. Powers & Trusts Law § 5-4.1",
    source: "https://www.nysenate.gov/legislation/laws/EPT/5-4.1",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "NY",
    claimType: "property_damage",
    years: 3,
    citation: "N.Y. C.P.L.R. 214(4)",
    source: "https://www.nysenate.gov/legislation/laws/CVP/214",
  }),
  // North Carolina
  entry({
    jurisdiction: "NC",
    claimType: "personal_injury",
    years: 3,
    citation: "N.C. Gen. Stat. § 1-52(16)",
    source:
      "https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_1/GS_1-52.html",
  }),
  entry({
    jurisdiction: "NC",
    claimType: "wrongful_death",
    years: 2,
    citation: "N.C. Gen. Stat. § 1-53(4)",
    source:
      "https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_1/GS_1-53.html",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "NC",
    claimType: "property_damage",
    years: 3,
    citation: "N.C. Gen. Stat. § 1-52(16)",
    source:
      "https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_1/GS_1-52.html",
  }),
  // North Dakota
  entry({
    jurisdiction: "ND",
    claimType: "personal_injury",
    years: 6,
    citation: "N.D. Cent. Code § 28-01-16(5)",
    source: "https://ndlegis.gov/cencode/t28c01.pdf",
  }),
  entry({
    jurisdiction: "ND",
    claimType: "wrongful_death",
    years: 2,
    citation: "N.D. Cent. Code § 28-01-18(4)",
    source: "https://ndlegis.gov/cencode/t28c01.pdf",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "ND",
    claimType: "property_damage",
    years: 6,
    citation: "N.D. Cent. Code § 28-01-16(3)-(4)",
    source: "https://ndlegis.gov/cencode/t28c01.pdf",
  }),
  // Ohio
  entry({
    jurisdiction: "OH",
    claimType: "personal_injury",
    years: 2,
    citation: "Ohio Rev. Code § 2305.10(A)",
    source: "https://codes.ohio.gov/ohio-revised-code/section-2305.10",
  }),
  entry({
    jurisdiction: "OH",
    claimType: "wrongful_death",
    years: 2,
    citation: "Ohio Rev. Code § 2125.02",
    source: "https://codes.ohio.gov/ohio-revised-code/section-2125.02",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "OH",
    claimType: "property_damage",
    years: 2,
    citation: "Ohio Rev. Code § 2305.10(A)",
    source: "https://codes.ohio.gov/ohio-revised-code/section-2305.10",
    note: "Personal property; injury to real property is 4 years (§ 2305.09)",
  }),
  // Oklahoma
  entry({
    jurisdiction: "OK",
    claimType: "personal_injury",
    years: 2,
    citation: "Okla. Stat. tit. 12, § 95(A)(3)",
    source: justia("oklahoma"),
  }),
  entry({
    jurisdiction: "OK",
    claimType: "wrongful_death",
    years: 2,
    citation: "Okla. Stat. tit. 12, § 1053",
    source: justia("oklahoma"),
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "OK",
    claimType: "property_damage",
    years: 2,
    citation: "Okla. Stat. tit. 12, § 95(A)(3)",
    source: justia("oklahoma"),
  }),
  // Oregon
  entry({
    jurisdiction: "OR",
    claimType: "personal_injury",
    years: 2,
    citation: "Or. Rev. Stat. § 12.110(1)",
    source: "https://www.oregonlegislature.gov/bills_laws/ors/ors012.html",
  }),
  entry({
    jurisdiction: "OR",
    claimType: "wrongful_death",
    years: 3,
    citation: "Or. Rev. Stat. § 30.020(1)",
    source: "https://www.oregonlegislature.gov/bills_laws/ors/ors030.html",
    runsFrom:
      "discovery of the injury that caused the death, and no later than 3 years after the death",
  }),
  entry({
    jurisdiction: "OR",
    claimType: "property_damage",
    years: 6,
    citation: "Or. Rev. Stat. § 12.080(3)-(4)",
    source: "https://www.oregonlegislature.gov/bills_laws/ors/ors012.html",
  }),
  // Pennsylvania
  entry({
    jurisdiction: "PA",
    claimType: "personal_injury",
    years: 2,
    citation: "42 Pa. Cons. Stat. § 5524(2)",
    source: PA_5524,
  }),
  entry({
    jurisdiction: "PA",
    claimType: "wrongful_death",
    years: 2,
    citation: "42 Pa. Cons. Stat. § 5524(2)",
    source: PA_5524,
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "PA",
    claimType: "property_damage",
    years: 2,
    citation: "42 Pa. Cons. Stat. § 5524(3), (4), (7)",
    source: PA_5524,
  }),
  // Rhode Island
  entry({
    jurisdiction: "RI",
    claimType: "personal_injury",
    years: 3,
    citation: "R.I. Gen. Laws § 9-1-14(b)",
    source: "http://webserver.rilin.state.ri.us/Statutes/title9/9-1/9-1-14.htm",
  }),
  entry({
    jurisdiction: "RI",
    claimType: "wrongful_death",
    years: 3,
    citation: "R.I. Gen. Laws § 10-7-2",
    source: "http://webserver.rilin.state.ri.us/Statutes/title10/10-7/10-7-2.htm",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "RI",
    claimType: "property_damage",
    years: 10,
    citation: "R.I. Gen. Laws § 9-1-13(a)",
    source: "http://webserver.rilin.state.ri.us/Statutes/title9/9-1/9-1-13.htm",
  }),
  // South Carolina
  entry({
    jurisdiction: "SC",
    claimType: "personal_injury",
    years: 3,
    citation: "S.C. Code Ann. § 15-3-530(5)",
    source: "https://www.scstatehouse.gov/code/t15c003.php",
  }),
  entry({
    jurisdiction: "SC",
    claimType: "wrongful_death",
    years: 3,
    citation: "S.C. Code Ann. § 15-3-530(6)",
    source: "https://www.scstatehouse.gov/code/t15c003.php",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "SC",
    claimType: "property_damage",
    years: 3,
    citation: "S.C. Code Ann. § 15-3-530(3)-(4)",
    source: "https://www.scstatehouse.gov/code/t15c003.php",
  }),
  // South Dakota
  entry({
    jurisdiction: "SD",
    claimType: "personal_injury",
    years: 3,
    citation: "S.D. Codified Laws § 15-2-14(3)",
    source: "https://sdlegislature.gov/Statutes/15-2-14",
  }),
  entry({
    jurisdiction: "SD",
    claimType: "wrongful_death",
    years: 3,
    citation: "S.D. Codified Laws § 21-5-3",
    source: "https://sdlegislature.gov/Statutes/21-5-3",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "SD",
    claimType: "property_damage",
    years: 6,
    citation: "S.D. Codified Laws § 15-2-13(3)-(4)",
    source: "https://sdlegislature.gov/Statutes/15-2-13",
  }),
  // Tennessee
  entry({
    jurisdiction: "TN",
    claimType: "personal_injury",
    years: 1,
    citation: "Tenn. Code Ann. § 28-3-104(a)(1)",
    source: justia("tennessee"),
    note: "2 years where criminal charges are brought over the same conduct (§ 28-3-104(a)(2))",
  }),
  entry({
    jurisdiction: "TN",
    claimType: "wrongful_death",
    years: 1,
    citation: "Tenn. Code Ann. § 28-3-104(a)(1)",
    source: justia("tennessee"),
    note: "verify: the death claim continues the injured person's own claim; confirm whether time runs from the injury or the death",
  }),
  entry({
    jurisdiction: "TN",
    claimType: "property_damage",
    years: 3,
    citation: "Tenn. Code Ann. § 28-3-105(1)",
    source: justia("tennessee"),
  }),
  // Texas
  entry({
    jurisdiction: "TX",
    claimType: "personal_injury",
    years: 2,
    citation: "Tex. Civ. Prac. & Rem. Code § 16.003(a)",
    source: "https://statutes.capitol.texas.gov/Docs/CP/htm/CP.16.htm#16.003",
  }),
  entry({
    jurisdiction: "TX",
    claimType: "wrongful_death",
    years: 2,
    citation: "Tex. Civ. Prac. & Rem. Code § 16.003(b)",
    source: "https://statutes.capitol.texas.gov/Docs/CP/htm/CP.16.htm#16.003",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "TX",
    claimType: "property_damage",
    years: 2,
    citation: "Tex. Civ. Prac. & Rem. Code § 16.003(a)",
    source: "https://statutes.capitol.texas.gov/Docs/CP/htm/CP.16.htm#16.003",
  }),
  // Utah
  entry({
    jurisdiction: "UT",
    claimType: "personal_injury",
    years: 4,
    citation: "Utah Code Ann. § 78B-2-307(3)",
    source: "https://le.utah.gov/xcode/Title78B/Chapter2/78B-2-S307.html",
  }),
  entry({
    jurisdiction: "UT",
    claimType: "wrongful_death",
    years: 2,
    citation: "Utah Code Ann. § 78B-2-304",
    source: "https://le.utah.gov/xcode/Title78B/Chapter2/78B-2-S304.html",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "UT",
    claimType: "property_damage",
    years: 3,
    citation: "Utah Code Ann. § 78B-2-305",
    source: "https://le.utah.gov/xcode/Title78B/Chapter2/78B-2-S305.html",
  }),
  // Vermont
  entry({
    jurisdiction: "VT",
    claimType: "personal_injury",
    years: 3,
    citation: "Vt. Stat. Ann. tit. 12, § 512(4)",
    source: "https://legislature.vermont.gov/statutes/section/12/023/00512",
  }),
  entry({
    jurisdiction: "VT",
    claimType: "wrongful_death",
    years: 2,
    citation: "Vt. Stat. Ann. tit. 14, § 1492(a)",
    source: "https://legislature.vermont.gov/statutes/section/14/071/01492",
    runsFrom: "discovery of the death",
  }),
  entry({
    jurisdiction: "VT",
    claimType: "property_damage",
    years: 3,
    citation: "Vt. Stat. Ann. tit. 12, § 512(5)",
    source: "https://legislature.vermont.gov/statutes/section/12/023/00512",
    note: "Personal property; damage to real property is 6 years (§ 511)",
  }),
  // Virginia
  entry({
    jurisdiction: "VA",
    claimType: "personal_injury",
    years: 2,
    citation: "Va. Code Ann. § 8.01-243(A)",
    source: "https://law.lis.virginia.gov/vacode/title8.01/chapter4/section8.01-243/",
  }),
  entry({
    jurisdiction: "VA",
    claimType: "wrongful_death",
    years: 2,
    citation: "Va. Code Ann. § 8.01-244(B)",
    source: "https://law.lis.virginia.gov/vacode/title8.01/chapter4/section8.01-244/",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "VA",
    claimType: "property_damage",
    years: 5,
    citation: "Va. Code Ann. § 8.01-243(B)",
    source: "https://law.lis.virginia.gov/vacode/title8.01/chapter4/section8.01-243/",
  }),
  // Washington
  entry({
    jurisdiction: "WA",
    claimType: "personal_injury",
    years: 3,
    citation: "Wash. Rev. Code § 4.16.080(2)",
    source: "https://app.leg.wa.gov/RCW/default.aspx?cite=4.16.080",
  }),
  entry({
    jurisdiction: "WA",
    claimType: "wrongful_death",
    years: 3,
    citation: "Wash. Rev. Code § 4.16.080(2)",
    source: "https://app.leg.wa.gov/RCW/default.aspx?cite=4.16.080",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "WA",
    claimType: "property_damage",
    years: 3,
    citation: "Wash. Rev. Code § 4.16.080(1)-(2)",
    source: "https://app.leg.wa.gov/RCW/default.aspx?cite=4.16.080",
  }),
  // West Virginia
  entry({
    jurisdiction: "WV",
    claimType: "personal_injury",
    years: 2,
    citation: "W. Va. Code § 55-2-12(b)",
    source: "https://code.wvlegislature.gov/55-2-12/",
  }),
  entry({
    jurisdiction: "WV",
    claimType: "wrongful_death",
    years: 2,
    citation: "W. Va. Code § 55-7-6(d)",
    source: "https://code.wvlegislature.gov/55-7-6/",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "WV",
    claimType: "property_damage",
    years: 2,
    citation: "W. Va. Code § 55-2-12(a)",
    source: "https://code.wvlegislature.gov/55-2-12/",
  }),
  // Wisconsin
  entry({
    jurisdiction: "WI",
    claimType: "personal_injury",
    years: 3,
    citation: "Wis. Stat. § 893.54(1m)(a)",
    source: "https://docs.legis.wisconsin.gov/statutes/statutes/893/v/54",
  }),
  entry({
    jurisdiction: "WI",
    claimType: "wrongful_death",
    years: 3,
    citation: "Wis. Stat. § 893.54(1m)(b)",
    source: "https://docs.legis.wisconsin.gov/statutes/statutes/893/v/54",
    runsFrom: DEATH,
    note: "A death arising from a motor vehicle accident: 2 years (§ 893.54(2m))",
  }),
  entry({
    jurisdiction: "WI",
    claimType: "property_damage",
    years: 6,
    citation: "Wis. Stat. § 893.52(1)",
    source: "https://docs.legis.wisconsin.gov/statutes/statutes/893/v/52",
    note: "Damage from a motor vehicle accident: 3 years (§ 893.52(2))",
  }),
  // Wyoming
  entry({
    jurisdiction: "WY",
    claimType: "personal_injury",
    years: 4,
    citation: "Wyo. Stat. Ann. § 1-3-105(a)(iv)(C)",
    source: "https://wyoleg.gov/statutes/compress/title01.pdf",
  }),
  entry({
    jurisdiction: "WY",
    claimType: "wrongful_death",
    years: 2,
    citation: "Wyo. Stat. Ann. § 1-38-102(d)",
    source: "https://wyoleg.gov/statutes/compress/title01.pdf",
    runsFrom: DEATH,
  }),
  entry({
    jurisdiction: "WY",
    claimType: "property_damage",
    years: 4,
    citation: "Wyo. Stat. Ann. § 1-3-105(a)(iv)(A)-(B)",
    source: "https://wyoleg.gov/statutes/compress/title01.pdf",
  }),
  // Federal: the Federal Tort Claims Act
  entry({
    jurisdiction: "federal",
    claimType: "government_claim",
    years: 2,
    citation: "28 U.S.C. § 2401(b)",
    source:
      "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title28-section2401&num=0&edition=prelim",
    note: "Presenting the written administrative claim (SF-95) to the agency; suit then within 6 months of the agency's final denial",
  }),
];

/** The references consulted, for the closing note under the table. */
export const LIMITATION_SOURCES: readonly string[] = [
  "The states' official statute sites (legislatures and code revisors), linked from each entry",
  "Justia US Law, state codes (where no free official text could be linked)",
  "Florida HB 837, Ch. 2023-15, Laws of Florida (flsenate.gov)",
  "Louisiana Act 423 of 2024, HB 315 (legis.la.gov)",
  "28 U.S.C. § 2401(b), Office of the Law Revision Counsel (uscode.house.gov)",
  "Subro50 state-by-state limitation summaries (subro50.com)",
  "Nolo and FindLaw state statute-of-limitations summaries",
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "1 year", "2 years", "18 months". */
export function formatPeriod(period: { years?: number; months?: number }): string {
  if (period.years !== undefined) return `${period.years} ${period.years === 1 ? "year" : "years"}`;
  const months = period.months ?? 0;
  return `${months} ${months === 1 ? "month" : "months"}`;
}

/**
 * The rule for a claim of this type in this jurisdiction, for an incident on `incidentDate`
 * ("YYYY-MM-DD"): a reform's earlier rule when the incident came before it. Null when the table
 * has no entry; the attorney then sets the deadline by hand.
 */
export function limitationRule(
  jurisdiction: Jurisdiction,
  claimType: ClaimType,
  incidentDate: string,
): LimitationRule | null {
  if (!DATE.test(incidentDate)) {
    throw new RangeError(`incidentDate must be YYYY-MM-DD, got "${incidentDate}"`);
  }
  const found = LIMITATION_TABLE.find(
    (period) => period.jurisdiction === jurisdiction && period.claimType === claimType,
  );
  if (!found) return null;
  // ISO dates compare as strings.
  const earlier = found.since && found.before && incidentDate < found.since ? found.before : null;
  const period = earlier ?? found;
  const rule: LimitationRule = {
    citation: period.citation,
    rule: `${formatPeriod(period)}, ${period.citation}`,
    source: found.source,
    checked: found.checked,
  };
  if (period.years !== undefined) rule.years = period.years;
  if (period.months !== undefined) rule.months = period.months;
  if (found.runsFrom) rule.runsFrom = found.runsFrom;
  if (found.note) rule.note = found.note;
  return rule;
}
