/** A legal page: a title and numbered sections of paragraphs. */
export interface LegalDocument {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}
