// What `react-konva` resolves to in the app (vite.config.ts): its renderer over Konva's core and
// only the shapes the app draws (konvaShapes.ts).
import './konvaShapes.ts';

export * from 'react-konva/lib/ReactKonvaCore.js';
