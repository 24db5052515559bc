/**
 * Cities and localities used for demo experts and investors. Pincodes are the real India Post codes of the
 * named localities and coordinates are approximate centres of them (good enough for "experts near me").
 */

export interface Locality {
  city: string;
  /** Other spellings people search for, e.g. Gurugram for Gurgaon. */
  aliases: string[];
  state: string;
  locality: string;
  pincode: string;
  lat: number;
  lng: number;
}

// prettier-ignore
export const LOCALITIES: Locality[] = [
  { city: 'Gurgaon', aliases: ['Gurugram'], state: 'Haryana', locality: 'Sector 14', pincode: '122001', lat: 28.4695, lng: 77.0436 },
  { city: 'Gurgaon', aliases: ['Gurugram'], state: 'Haryana', locality: 'DLF Phase 2', pincode: '122002', lat: 28.4897, lng: 77.0891 },
  { city: 'Gurgaon', aliases: ['Gurugram'], state: 'Haryana', locality: 'Sohna Road', pincode: '122018', lat: 28.4089, lng: 77.0418 },
  { city: 'Delhi', aliases: ['New Delhi'], state: 'Delhi', locality: 'Connaught Place', pincode: '110001', lat: 28.6315, lng: 77.2167 },
  { city: 'Delhi', aliases: ['New Delhi'], state: 'Delhi', locality: 'Saket', pincode: '110017', lat: 28.5245, lng: 77.2066 },
  { city: 'Delhi', aliases: ['New Delhi'], state: 'Delhi', locality: 'Rohini', pincode: '110085', lat: 28.7383, lng: 77.0822 },
  { city: 'Mumbai', aliases: ['Bombay'], state: 'Maharashtra', locality: 'Fort', pincode: '400001', lat: 18.9343, lng: 72.8355 },
  { city: 'Mumbai', aliases: ['Bombay'], state: 'Maharashtra', locality: 'Bandra West', pincode: '400050', lat: 19.0596, lng: 72.8295 },
  { city: 'Mumbai', aliases: ['Bombay'], state: 'Maharashtra', locality: 'Powai', pincode: '400076', lat: 19.1176, lng: 72.906 },
  { city: 'Pune', aliases: [], state: 'Maharashtra', locality: 'Kothrud', pincode: '411038', lat: 18.5074, lng: 73.8077 },
  { city: 'Pune', aliases: [], state: 'Maharashtra', locality: 'Hinjewadi', pincode: '411057', lat: 18.5913, lng: 73.7389 },
  { city: 'Bengaluru', aliases: ['Bangalore'], state: 'Karnataka', locality: 'Koramangala', pincode: '560034', lat: 12.9352, lng: 77.6245 },
  { city: 'Bengaluru', aliases: ['Bangalore'], state: 'Karnataka', locality: 'Whitefield', pincode: '560066', lat: 12.9698, lng: 77.75 },
  { city: 'Ahmedabad', aliases: [], state: 'Gujarat', locality: 'Navrangpura', pincode: '380009', lat: 23.0365, lng: 72.5611 },
  { city: 'Ahmedabad', aliases: [], state: 'Gujarat', locality: 'Satellite', pincode: '380015', lat: 23.03, lng: 72.5176 },
  { city: 'Chandigarh', aliases: [], state: 'Chandigarh', locality: 'Sector 17', pincode: '160017', lat: 30.7398, lng: 76.7827 },
  { city: 'Chandigarh', aliases: [], state: 'Chandigarh', locality: 'Sector 35', pincode: '160022', lat: 30.7226, lng: 76.7597 },
];

export function localityByPincode(pincode: string): Locality {
  const found = LOCALITIES.find((l) => l.pincode === pincode);
  if (!found) throw new RangeError(`no demo locality with pincode ${pincode}`);
  return found;
}

/** Indian given names and surnames for generated clients; a mix of regions so lists look real. */
// prettier-ignore
export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavna', 'Chetan', 'Deepa', 'Dev', 'Divya', 'Farhan', 'Gaurav',
  'Harpreet', 'Ishaan', 'Jaspreet', 'Kavya', 'Kiran', 'Lakshmi', 'Manish', 'Meera', 'Mohit', 'Nandini', 'Nikhil',
  'Pooja', 'Pranav', 'Priya', 'Rajesh', 'Ritu', 'Rohan', 'Sakshi', 'Sanjay', 'Shreya', 'Simran', 'Sneha', 'Suresh',
  'Tanvi', 'Uday', 'Varun', 'Yash', 'Zoya',
];

// prettier-ignore
export const LAST_NAMES = [
  'Agarwal', 'Bansal', 'Bhatt', 'Chopra', 'Desai', 'Dutta', 'Gill', 'Gupta', 'Iyer', 'Jain', 'Joshi', 'Kapoor',
  'Khanna', 'Kulkarni', 'Malhotra', 'Menon', 'Mishra', 'Nair', 'Patel', 'Pillai', 'Reddy', 'Sandhu', 'Saxena',
  'Shah', 'Sharma', 'Sinha', 'Thakur', 'Verma',
];
