import {
  TEXT_LIMIT,
  answerSchema,
  limitedTextSchema,
  questionSchema,
  withinTextLimit,
} from '@/utils/validation';
import { allMessages } from './helpers';

describe('question and answer', () => {
  it('says an empty question cannot be empty', () => {
    expect(allMessages(questionSchema, { question: '' })).toEqual(['Question cannot be empty']);
    expect(allMessages(questionSchema, { question: ' \n ' })).toEqual(['Question cannot be empty']);
    expect(allMessages(questionSchema, {})).toEqual(['Question cannot be empty']);
  });

  it('says an empty answer cannot be empty', () => {
    expect(allMessages(answerSchema, { answer: '' })).toEqual(['Answer cannot be empty']);
    expect(allMessages(answerSchema, {})).toEqual(['Answer cannot be empty']);
  });

  it('trims and keeps valid text', () => {
    expect(questionSchema.parse({ question: '  What is an SIP?  ' })).toEqual({ question: 'What is an SIP?' });
    expect(answerSchema.parse({ answer: 'A monthly investment.' })).toEqual({ answer: 'A monthly investment.' });
  });

  it('allows 5000 characters and refuses 5001', () => {
    expect(TEXT_LIMIT).toBe(5000);
    expect(allMessages(questionSchema, { question: 'q'.repeat(5000) })).toEqual([]);
    expect(allMessages(questionSchema, { question: 'q'.repeat(5001) })).toEqual(['Text cannot be longer than 5000 characters']);
    expect(allMessages(answerSchema, { answer: 'a'.repeat(5001) })).toEqual(['Text cannot be longer than 5000 characters']);
  });

  it('counts the limit after trimming surrounding spaces', () => {
    expect(allMessages(answerSchema, { answer: ` ${'a'.repeat(5000)} ` })).toEqual([]);
  });
});

describe('text limit', () => {
  it('counts characters, not UTF-16 units', () => {
    const emoji = '😀'; // two UTF-16 units, one character
    expect(withinTextLimit(emoji.repeat(5000))).toBe(true);
    expect(withinTextLimit(emoji.repeat(5001))).toBe(false);
    expect(withinTextLimit('नमस्ते'.repeat(833))).toBe(true); // 6 code points each: 4998
  });

  it('allows empty text in the plain limited schema', () => {
    expect(limitedTextSchema.parse('')).toBe('');
    expect(allMessages(limitedTextSchema, 'x'.repeat(5001))).toEqual(['Text cannot be longer than 5000 characters']);
  });
});
