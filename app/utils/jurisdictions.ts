/**
 * Where a case is heard, for the dates that follow from it (issue 38): a US state, the District of
 * Columbia, or the federal courts. A plain module: the case page's select and the server's checks
 * read the same list.
 */

export const STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;

export type StateCode = keyof typeof STATES;
/** The federal courts: federal holidays only, and federal claims (the FTCA). */
export const FEDERAL = "federal";
export type Jurisdiction = StateCode | typeof FEDERAL;

export const JURISDICTIONS = [...(Object.keys(STATES) as StateCode[]), FEDERAL] as const;

export function isJurisdiction(value: unknown): value is Jurisdiction {
  return typeof value === "string" && (value === FEDERAL || value in STATES);
}

/** "California", "Federal courts". */
export function jurisdictionName(code: Jurisdiction): string {
  return code === FEDERAL ? "Federal courts" : STATES[code];
}

/** What a case is a claim for: the limitation period depends on it. */
export const CLAIM_TYPES = {
  personal_injury: "Personal injury",
  wrongful_death: "Wrongful death",
  property_damage: "Property damage",
  medical_malpractice: "Medical malpractice",
  product_liability: "Product liability",
  government_claim: "Government claim",
  other: "Other",
} as const;

export type ClaimType = keyof typeof CLAIM_TYPES;
export const CLAIM_TYPE_VALUES = Object.keys(CLAIM_TYPES) as ClaimType[];

export function isClaimType(value: unknown): value is ClaimType {
  return typeof value === "string" && value in CLAIM_TYPES;
}
