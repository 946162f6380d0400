/**
 * The sound of money arriving (issue 17): a short two-tone beep (Web Audio) and a spoken line
 * (speech synthesis, where the browser has it). Browsers allow audio only after the person has
 * touched the page, so the audio context is created on the first tap and reused.
 */
import { ANNOUNCE_TEXTS, type AnnounceLanguage, type ArrivalFacts } from './announce-texts.ts';

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | undefined;

function audioContextClass(): AudioContextCtor | undefined {
  const scope = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextCtor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Call from a tap (the browser's user-activation rule); true when sound can play now. */
export function unlockSound(): boolean {
  const Ctor = audioContextClass();
  if (!Ctor) return false;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume();
  return true;
}

export function soundUnlocked(): boolean {
  return context?.state === 'running';
}

function beep(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  // Two short rising tones, quiet enough not to startle: 880 Hz then 1320 Hz, 120 ms each.
  [880, 1320].forEach((frequency, index) => {
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + index * 0.14;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.13);
  });
}

function speak(text: string, lang: string): void {
  if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  speechSynthesis.speak(utterance);
}

export function announceArrival(facts: ArrivalFacts, language: AnnounceLanguage = 'en'): void {
  const texts = ANNOUNCE_TEXTS[language];
  beep();
  speak(texts.spokenReceived(facts), texts.speechLang);
}
