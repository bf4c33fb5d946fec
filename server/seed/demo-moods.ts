import type { Mood } from './demo-landscape.ts';

export const filmPalettes = ['dusk', 'night', 'steppe', 'mountain', 'city', 'sea'] as const;
export type FilmPalette = (typeof filmPalettes)[number];

/** Colour-graded moods in the teal-and-orange range films are usually graded into. */
export const moods: Record<FilmPalette, Mood> = {
  dusk: {
    sky: ['#1b2146', '#5b2a5c', '#c2536a', '#f49a6c', '#ffd3a1'],
    sun: '#fff3d6',
    glow: '#ff9f6e',
    haze: '#d98672',
    near: '#150d1f',
  },
  night: {
    sky: ['#02040d', '#081230', '#13264f', '#2b4a78'],
    sun: '#f3f0e6',
    glow: '#9dbbff',
    haze: '#2e4d78',
    near: '#03060d',
    night: true,
    snow: '#aac3e6',
  },
  steppe: {
    sky: ['#2f4f77', '#7fa7c9', '#e9d2ad', '#f2b36b'],
    sun: '#fff6dc',
    glow: '#f6b56a',
    haze: '#dcb58b',
    near: '#3a2a17',
  },
  mountain: {
    sky: ['#0d1d29', '#234a61', '#7aa3b5', '#e3d6c4'],
    sun: '#fffaf0',
    glow: '#ffe0b0',
    haze: '#93b1bf',
    near: '#0b171d',
    snow: '#f4f7fb',
  },
  city: {
    sky: ['#0a0d26', '#2f1a48', '#8a3a62', '#e0715c', '#f6b06a'],
    sun: '#ffe6bf',
    glow: '#ff8a5c',
    haze: '#8c4a6a',
    near: '#07060f',
  },
  sea: {
    sky: ['#10304f', '#3f6a99', '#c99a9a', '#f6b48a', '#ffe0b3'],
    sun: '#fff5df',
    glow: '#ffb27a',
    haze: '#b98a8f',
    near: '#0c1a2c',
  },
};
