// What `react-konva` resolves to in the app (vite.config.ts): its renderer over Konva's core and
// only the shapes the board and the editor draw. The package's own index imports Konva's full
// build, which also defines and registers 12 more shapes and 20 image filters that no screen uses:
// code a phone downloads and runs before the board can draw. A shape missing here would render as
// an empty group (react-konva falls back to one when Konva has no class of that name), so a unit
// test lists the shapes the sources import from react-konva and fails on any not imported here or
// in the file that renders it. The editor's Transformer (selection handles) is imported by the
// editor's canvas itself, so the board, its live view and the players never load it.
import 'konva/lib/shapes/Arrow.js';
import 'konva/lib/shapes/Circle.js';
import 'konva/lib/shapes/Ellipse.js';
import 'konva/lib/shapes/Image.js';
import 'konva/lib/shapes/Line.js';
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/Text.js';

export * from 'react-konva/lib/ReactKonvaCore.js';
