/**
 * The common names of the catalogue's places (issue 29): what people type for a city ("Bangalore", "KL", "DXB") and
 * for a country ("UAE", "KSA"). The one maintained list: the API's place dropdowns match a typed term against it
 * (shared/places.ts), and docs/markets.md points here. Add a name where people search by it; keep the city's key as
 * the catalogue spells the city (the seed's name), since the API finds the city by that name.
 *
 * A name may belong to several cities ("NCR": Delhi's and Manila's); each is offered.
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // India
  Bengaluru: ['Bangalore', 'BLR'],
  Mumbai: ['Bombay', 'Navi Mumbai'],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Gurugram: ['Gurgaon', 'Delhi NCR', 'NCR'],
  'New Delhi': ['Delhi', 'Delhi NCR', 'NCR'],
  Noida: ['Greater Noida', 'Delhi NCR', 'NCR'],
  Thiruvananthapuram: ['Trivandrum', 'TVM'],
  Kochi: ['Cochin', 'Ernakulam'],
  Pune: ['Poona'],
  Hyderabad: ['Secunderabad', 'Cyberabad'],
  Bhubaneswar: ['Bhubaneshwar'],
  // Malaysia
  'Kuala Lumpur': ['KL'],
  'Petaling Jaya': ['PJ'],
  'Johor Bahru': ['JB', 'Johor'],
  'George Town': ['Penang', 'Georgetown'],
  Cyberjaya: ['Putrajaya'],
  // The Philippines
  'Cebu City': ['Cebu'],
  'Davao City': ['Davao'],
  Taguig: ['BGC', 'Bonifacio', 'Bonifacio Global City', 'Fort Bonifacio', 'Metro Manila', 'NCR'],
  'Quezon City': ['QC', 'Metro Manila', 'NCR'],
  Manila: ['Metro Manila', 'NCR'],
  Makati: ['Makati City', 'Metro Manila', 'NCR'],
  // Singapore
  Singapore: ['SG', 'SGP', 'Singapura'],
  // The Gulf
  Dubai: ['DXB'],
  'Abu Dhabi': ['AUH'],
  Sharjah: ['SHJ'],
  Riyadh: ['RUH', 'Riyad', 'KSA'],
  Jeddah: ['JED', 'Jiddah', 'Jedda', 'KSA'],
  Dammam: ['DMM', 'KSA', 'Eastern Province'],
  'Al Khobar': ['Khobar', 'Alkhobar', 'KSA', 'Eastern Province'],
  Doha: ['DOH'],
  'Al Wakrah': ['Wakrah'],
  'Kuwait City': ['KWI', 'Kuwait'],
  Salmiya: ['Salmiyah'],
  Muscat: ['MCT', 'Masqat'],
  Manama: ['BAH'],
};

/** Other names of whole countries and of the Gulf region: what "All UAE" and "Gulf (GCC)" are also found by. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  IN: ['Bharat'],
  PH: ['Pinas', 'Pilipinas'],
  MY: [],
  SG: ['Singapura'],
  AE: ['UAE', 'Emirates'],
  SA: ['KSA', 'Saudi'],
  QA: [],
  KW: [],
  OM: [],
  BH: [],
};

export const REGION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GCC: ['Gulf', 'Middle East', 'Arabian Gulf', 'Persian Gulf'],
};
