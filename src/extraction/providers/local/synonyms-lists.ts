/**
 * Labels of lists that documents print as a heading over bullets or as "Label: a, b, c" (session 18): enclosures,
 * attendees, allergens, ingredients, skills, languages, what a price includes, what to bring, features, benefits,
 * requirements, speakers. Same syntax as `SYNONYM_GROUPS` in synonyms.ts. Kept out: "Anlage" alone (German texts say
 * "in Anlage 1"), "Leistungen" (an invoice's table of services), "Inhalt" (any content).
 */
export const LIST_SYNONYM_GROUPS: string[] = [
  'enclosures | enclosure | encl | enc | attachments | Anlagen | Beilagen',
  'attendees | present | in attendance | Anwesende | anwesend',
  'allergens | allergen information | contains | Allergene | Allergenhinweise | enthält',
  'ingredients | Zutaten | Zutatenliste',
  'skills | key skills | Kenntnisse | Fähigkeiten | Fachkenntnisse | Kompetenzen',
  'languages | language skills | Sprachen | Sprachkenntnisse',
  'included | included services | inclusions | what s included | price includes | inklusive | im Preis enthalten | Inklusivleistungen',
  'not included | exclusions | not covered | nicht enthalten | nicht im Preis enthalten',
  'packing list | what to bring | please bring | Packliste | bitte mitbringen | mitzubringen',
  'features | key features | highlights | Merkmale | Produktmerkmale',
  'benefits | what we offer | we offer | Wir bieten | Was wir bieten',
  'requirements | your profile | what you ll bring | Anforderungen | Ihr Profil | Voraussetzungen',
  'speakers | Referenten | Vortragende',
  'certifications | certificates | Zertifizierungen | Zertifikate',
];
