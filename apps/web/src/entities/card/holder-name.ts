/** A card holder's (or an applicant's) name as every screen shows it: first and last name, no stray space when there is no last name. */
export const holderName = (holder: { first_name: string; last_name: string }): string => `${holder.first_name} ${holder.last_name}`.trim();
