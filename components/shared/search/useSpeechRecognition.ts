// Voice search with the browser's speech recognition in US English, toggled on and off
// by the same button. Where the browser has none, `supported` is false and the button is not shown.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}

export interface RecognitionEvent {
  results: ArrayLike<RecognitionResult>;
}

/** The part of the Web Speech API used here (SpeechRecognition, webkitSpeechRecognition in Chromium). */
export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionClass = new () => Recognition;
type SpeechWindow = Window & { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };

export const VOICE_LANG = 'en-US';

function recognitionClass(): RecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as SpeechWindow;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const noSubscription = () => () => undefined;

/** `onText(text, final)` receives what was heard so far, and once more when the phrase is complete. */
export function useSpeechRecognition(onText: (text: string, final: boolean) => void) {
  // The server (and hydration) render without the button; the browser's answer follows right after.
  const supported = useSyncExternalStore(noSubscription, () => recognitionClass() !== null, () => false);
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionClass();
    if (!Ctor) return;
    const r = new Ctor();
    r.lang = VOICE_LANG;
    r.interimResults = true;
    r.continuous = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const results = Array.from(event.results);
      const text = results.map((result) => result[0].transcript).join('').trim();
      onTextRef.current(text, results.length > 0 && results[results.length - 1].isFinal);
    };
    r.onerror = (event) => {
      console.warn('[search] voice recognition failed:', event.error ?? 'unknown error');
    };
    r.onend = () => {
      if (recognition.current === r) recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch (error) {
      // start() throws when the microphone is already in use by another recognition.
      console.warn('[search] voice recognition did not start:', error instanceof Error ? error.message : error);
      recognition.current = null;
    }
  }, []);

  const toggle = useCallback(() => (listening ? stop() : start()), [listening, start, stop]);
  return { supported, listening, toggle };
}
