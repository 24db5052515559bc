import { MESSAGES, commentTextSchema, fullNameSchema, limitedTextSchema, optionalLine } from '@/utils/validation';
import { searchTextSchema } from '@/utils/validation/search';
import { allMessages } from './helpers';

const refused = [MESSAGES.controlCharacters];

describe('text with control characters', () => {
  it.each(['\u0000', '\u0007', '\u001b', '\u007f'])('is refused with one message when it holds %j', (c) => {
    expect(allMessages(fullNameSchema, `Asha${c} Rao`)).toEqual(refused);
    expect(allMessages(commentTextSchema, `Nice${c}`)).toEqual(refused);
    expect(allMessages(limitedTextSchema, `Nice${c}`)).toEqual(refused);
    expect(allMessages(searchTextSchema, `sip${c}`)).toEqual(refused);
    expect(allMessages(optionalLine(100, 'Too long'), `Pune${c}`)).toEqual(refused);
  });

  it('keeps tab and line breaks in multi-line text only', () => {
    const lines = 'First\n\tsecond\r\nthird';
    expect(allMessages(commentTextSchema, lines)).toEqual([]);
    expect(allMessages(limitedTextSchema, lines)).toEqual([]);
    expect(allMessages(fullNameSchema, 'Asha\nRao')).toEqual(refused);
    expect(allMessages(searchTextSchema, 'sip\tfund')).toEqual(refused);
  });

  it('leaves ordinary text, Indian scripts and emoji alone', () => {
    expect(allMessages(commentTextSchema, 'एसआईपी क्या है? 👍')).toEqual([]);
    expect(optionalLine(100, 'Too long').parse('  ')).toBeUndefined();
  });
});
