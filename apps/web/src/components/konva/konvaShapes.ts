// Konva's core and only the shapes the board and the editor draw (react-konva's own index imports
// Konva's full build, which also defines and registers 12 more shapes and 20 image filters that no
// screen uses). A file of its own, imported by reactKonva.ts: a canvas page evaluates it in a task
// before its own files (the router's `canvas` pages), so Konva's classes and react-konva's renderer
// are not made in one long task on a slow phone. A shape missing here would render as an empty
// group (react-konva falls back to one when Konva has no class of that name), so a unit test lists
// the shapes the sources import from react-konva and fails on any not imported here or in the file
// that renders it. The editor's Transformer (selection handles) is imported by the editor's canvas
// itself, so the board, its live view and the players never load it.
import 'konva/lib/Core.js';
import 'konva/lib/shapes/Arrow.js';
import 'konva/lib/shapes/Circle.js';
import 'konva/lib/shapes/Ellipse.js';
import 'konva/lib/shapes/Image.js';
import 'konva/lib/shapes/Line.js';
import 'konva/lib/shapes/Rect.js';
import 'konva/lib/shapes/Text.js';
