/** Someone as a record names them: an attorney, a sender, an assignee, an uploader. */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

/** "First Last", or null for nobody. */
export const fullName = (person?: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/** People as the choices of a drop-down: their id as the value, their name as the label. */
export const personOptions = (people: ReadonlyArray<Person>) =>
  people.map((person) => ({ value: String(person.id), label: fullName(person)! }));
