// The team colour palette (spec §3): named pastel colours, each with a dark variant for text
// on it. Members store the light colour as a hex string.
export const TEAM_PALETTE = [
  { name: 'lavender', color: '#D9CFF2', dark: '#5B4A8C' },
  { name: 'mintGreen', color: '#C8EBD9', dark: '#2F6B4F' },
  { name: 'babyBlue', color: '#C9E2F7', dark: '#2E5F86' },
  { name: 'peach', color: '#FAD9C3', dark: '#8A4B22' },
  { name: 'dustyRose', color: '#E9C4C8', dark: '#7D3C45' },
  { name: 'paleYellow', color: '#F7EDB8', dark: '#6E5D12' },
  { name: 'skyBlue', color: '#BEE3F4', dark: '#1F5E7A' },
  { name: 'lilac', color: '#E4CDEF', dark: '#6A3F80' },
  { name: 'softCoral', color: '#F6C6BB', dark: '#8C3A2A' },
  { name: 'powderBlue', color: '#CDDDF0', dark: '#37557A' },
  { name: 'blushPink', color: '#F7CFDD', dark: '#8A3556' },
  { name: 'pistachio', color: '#D8EBC2', dark: '#4A6B26' },
  { name: 'periwinkle', color: '#CCD2F5', dark: '#3F4A8A' },
  { name: 'lightGrayUser', color: '#DEDFE2', dark: '#4B4E55' },
  { name: 'salmon', color: '#F8CBB8', dark: '#8F4527' },
  { name: 'mauve', color: '#DCC6D6', dark: '#684560' },
  { name: 'turquoise', color: '#BDE9E4', dark: '#1F6A62' },
  { name: 'buttercream', color: '#F5E6C4', dark: '#74592A' },
  { name: 'pastelViolet', color: '#D6C8F0', dark: '#54408A' },
  { name: 'seafoamGreen', color: '#C3EAD6', dark: '#2A6A4C' },
] as const;

export const TEAM_SWATCHES: readonly string[] = TEAM_PALETTE.map((p) => p.color);
