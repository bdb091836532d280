/** The landing's sections, in page order: the header's anchors and the sections' ids come from here. */
export const LANDING_SECTIONS = [
  { id: 'como-funciona', label: 'Como funciona' },
  { id: 'recursos', label: 'Recursos' },
  { id: 'assistente', label: 'Assistente' },
  { id: 'precos', label: 'Preços' },
  { id: 'faq', label: 'Dúvidas' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];
