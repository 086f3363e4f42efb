/** Algolia synonym objects, as the official client's saveSynonyms sends them. */
export type Synonym =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'onewaysynonym'; input: string; synonyms: string[] }
  | { objectID: string; type: 'altcorrection1' | 'altcorrection2'; word: string; corrections: string[] }
  | { objectID: string; type: 'placeholder'; placeholder: string; replacements: string[] };
