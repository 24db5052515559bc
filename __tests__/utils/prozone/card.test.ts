import { arnLabel, cardPhotoSource, initialsOf, pngFileName } from '@/utils/prozone/card';
import { birthdayLabel, indiaToday } from '@/utils/prozone/dates';

describe('cardPhotoSource', () => {
  const origin = 'https://www.zf.example';
  it('draws a photo of our own origin directly and sends any other through the image proxy', () => {
    expect(cardPhotoSource('/uploads/rahul.png', origin)).toBe('/uploads/rahul.png');
    expect(cardPhotoSource('https://www.zf.example/uploads/r.png?v=2', origin)).toBe('/uploads/r.png?v=2');
    expect(cardPhotoSource('https://images.zf.example/r.png', origin)).toBe('/api/image-proxy?url=https%3A%2F%2Fimages.zf.example%2Fr.png');
    expect(cardPhotoSource(null, origin)).toBeNull();
  });
});

describe('card text', () => {
  it('makes initials, ARN labels and safe PNG names', () => {
    expect(initialsOf('Rahul Kumar Mehta')).toBe('RM');
    expect(initialsOf('asha')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
    expect(arnLabel('245871')).toBe('ARN-245871');
    expect(arnLabel('arn-245871')).toBe('ARN-245871');
    expect(arnLabel(null)).toBeNull();
    expect(pngFileName('birthday-card', "Anjali D'Souza / Pune")).toBe('birthday-card-anjali-d-souza-pune.png');
  });
});

describe('birthdayLabel', () => {
  it("says Today and Tomorrow against India's day, else the weekday and date", () => {
    // 20:00 UTC on 25 November is already the 26th in India.
    const today = indiaToday(new Date('2026-11-25T20:00:00Z'));
    expect(today).toBe('2026-11-26');
    expect(birthdayLabel('2026-11-26', today)).toBe('Today');
    expect(birthdayLabel('2026-11-27', today)).toBe('Tomorrow');
    expect(birthdayLabel('2027-01-01', '2026-12-29')).toBe('Fri, 1 Jan');
  });
});
