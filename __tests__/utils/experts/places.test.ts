import { citySpellings, findExpertCity, haversineKm } from '@/utils/experts/cities';
import { expertIdFromSegment, expertPath, expertSlug } from '@/utils/experts/slug';

describe('cities', () => {
  it('knows Gurgaon at the spec default coordinates, under either name', () => {
    expect(findExpertCity('gurugram')).toMatchObject({
      city: 'Gurgaon',
      lat: 28.4595,
      lng: 77.0266,
    });
    expect(findExpertCity(' GURGAON ')?.city).toBe('Gurgaon');
    expect(findExpertCity('Kolkata')).toBeUndefined();
    expect(citySpellings('Bangalore')).toEqual(['bengaluru', 'bangalore']);
    expect(citySpellings('Kolkata')).toEqual(['kolkata']);
  });

  it('measures great-circle distances', () => {
    const delhi = findExpertCity('Delhi')!;
    const mumbai = findExpertCity('Mumbai')!;
    // Published great-circle distance Delhi–Mumbai is about 1,150 km.
    expect(haversineKm(delhi, mumbai)).toBeGreaterThan(1130);
    expect(haversineKm(delhi, mumbai)).toBeLessThan(1170);
    expect(haversineKm(delhi, delhi)).toBe(0);
    expect(haversineKm(delhi, mumbai)).toBeCloseTo(haversineKm(mumbai, delhi), 9);
  });
});

describe("the expert page's address", () => {
  const id = '718e4a94-72db-52ed-87ab-f81d00f46677';

  it('is the id and a slug of the name', () => {
    expect(expertPath(id, 'Rahul Mehta')).toBe(`/experts/${id}-rahul-mehta`);
    expect(expertSlug('  Zoë D’Souza  ')).toBe('zoe-d-souza');
    expect(expertPath(id, 'राहुल')).toBe(`/experts/${id}`);
  });

  it('finds the id again, and nothing in an address without one', () => {
    expect(expertIdFromSegment(`${id}-rahul-mehta`)).toBe(id);
    expect(expertIdFromSegment(id.toUpperCase())).toBe(id);
    expect(expertIdFromSegment(`${id}x`)).toBeNull();
    expect(expertIdFromSegment('rahul-mehta')).toBeNull();
    expect(expertIdFromSegment(undefined)).toBeNull();
  });
});
