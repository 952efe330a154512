/**
 * Labels of common fields on kinds the earlier files knew few wordings of (session 26, kinds26): expense claims
 * ("Claimant", "Due to claimant", "Purpose of journey"), travel expense reports ("Rückkehr"), treatment bills
 * ("Clinician", a GOÄ bill's "Für Leistungen an"), donation receipts ("Name und Anschrift des Zuwendenden", "Fund")
 * and property bills ("Address of property"), written from what such documents print. Same syntax as `SYNONYM_GROUPS` in
 * synonyms.ts; a group opening with another file's first label adds to it. Kept out: "Client" for a patient (a vet's
 * client is the animal's owner), "Lift left" for a status (one maker's wording), "Physiotherapist" or "Therapeut" (an occupation is a value: kinds21's
 * mother's occupation).
 */
export const CLAIM_SYNONYM_GROUPS: string[] = [
  // Expense claims: the employee claims, the reimbursement is what is due to them.
  'employee | claimant | claimant name | name of claimant',
  'reimbursement | due to claimant | amount due to claimant | payable to claimant | balance due to claimant',
  'purpose of trip | purpose of journey | purpose of travel | purpose of visit | reason for travel | Reiseanlass',
  'purpose | purpose of journey | purpose of trip | purpose of travel | purpose of visit',
  'trip end | Rückkehr | Rückkehr am | Tag der Rückkehr',
  // Treatment bills: who treated, and for whom a private bill's services were (GOÄ/GOZ: "Für Leistungen an").
  'therapist | clinician | practitioner | treating practitioner | Behandler | Behandlerin',
  'patient | für Leistungen an | Leistungen für',
  // Donation receipts: the donor under the German form's own label, the appeal as a fund.
  'donor | Name und Anschrift des Zuwendenden | name and address of donor',
  'appeal | fund! | campaign | appeal name | Spendenaktion | Spendenprojekt',
  // Property bills (council tax, Grundbesitzabgaben). Not "Property" alone: values often hold the word (goods12).
  'property address | address of property | Objektanschrift',
];
