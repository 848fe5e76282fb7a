/** Someone as a record names them: an attorney, a sender, an assignee, an uploader. */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

/** "First Last", or null for nobody. */
export const fullName = (person?: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;
