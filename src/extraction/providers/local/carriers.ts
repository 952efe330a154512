// Parcel and freight carriers a shipping notice names in a sentence ("… wird von Hermes zugestellt").
export const CARRIER_FIELD = new Set([
  'carrier',
  'courier',
  'shipper',
  'spedition',
  'versanddienstleister',
  'paketdienst',
]);
export const CARRIERS =
  /\b(?:DHL(?: Express)?|Deutsche Post|UPS(?: Freight)?|FedEx|DPD|GLS|Hermes|TNT|USPS|Royal Mail|Parcelforce|Evri|PostNL|Österreichische Post|Swiss Post|DB Schenker|Dachser|Kühne \+ Nagel|Amazon Logistics|Go!? Express|Yodel|InPost|OnTrac|LaserShip|Canada Post|Purolator|Australia Post|La Poste|Colissimo|Chronopost|bpost|Correos|Poste Italiane)\b/;

// What continues a sentence after the carrier's name: "UPS and should arrive by Thursday", "Hermes, Ihre Sendung …".
const SENTENCE_GOES_ON =
  /^(?:[.,;!]|\s+(?:and|und|on|am|is|ist|will|wird|to|zu|for|für|with|mit|from|von|today|heute)\b)/u;

/**
 * A carrier field's value cut to the carrier where a sentence goes on after its name ("shipped with UPS and should
 * arrive by …" read as "UPS and should arrive by …"); a service after it ("DHL Paket", "UPS Standard") stays.
 */
export function carrierOnly(words: string[], value: string): string {
  const found = words.some((word) => CARRIER_FIELD.has(word)) ? CARRIERS.exec(value) : null;
  return found?.index === 0 && SENTENCE_GOES_ON.test(value.slice(found[0].length)) ? found[0] : value;
}
